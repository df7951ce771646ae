/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '../lib/http';
import { QueryError } from './query-error';

describe('QueryError', () => {
  it('says what failed in words, retries, and keeps the raw answer behind a disclosure', async () => {
    const retry = jest.fn();
    render(
      <QueryError
        title="Could not load decisions"
        error={new HttpError(503, 'Service Unavailable', '')}
        onRetry={retry}
      />,
    );
    expect(screen.getByText('Could not load decisions')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
