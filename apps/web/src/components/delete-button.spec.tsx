/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteButton } from './delete-button';

const user = userEvent.setup({ delay: null });

/** The confirmation's own Delete: the last button of that name (the first is the one that opened it). */
function confirmButton() {
  const button = screen.getAllByRole('button', { name: 'Delete' }).at(-1);
  if (!button) throw new Error('no confirmation is open');
  return button;
}

describe('DeleteButton', () => {
  it('asks first, naming the record, and deletes nothing until confirmed', async () => {
    const onConfirm = jest.fn();
    render(<DeleteButton what="decision" title="Adopt PostgreSQL" pending={false} onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete this decision?')).toBeTruthy();
    expect(screen.getByText('"Adopt PostgreSQL" will be deleted for everyone. This cannot be undone.')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the question is cancelled', async () => {
    const onConfirm = jest.fn();
    render(<DeleteButton what="metric" title="Weekly active users" pending={false} onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.querySelector('.ant-popover:not(.ant-popover-hidden)')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('asks its own question and says what goes, where told', async () => {
    const onConfirm = jest.fn();
    render(
      <DeleteButton
        what="key result"
        title="Churn below 2%"
        label="Remove"
        question="Remove this key result and its check-ins?"
        description="Its 12 check-ins go with it."
        ariaLabel="Remove key result Churn below 2%"
        pending={false}
        onConfirm={onConfirm}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Remove key result Churn below 2%' }));
    expect(await screen.findByText('Remove this key result and its check-ins?')).toBeTruthy();
    expect(screen.getByText('Its 12 check-ins go with it.')).toBeTruthy();
    expect(screen.queryByText(/will be deleted for everyone/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
