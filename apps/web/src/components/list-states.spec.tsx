/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initiativeOps } from '@warroom/contracts';
import { initiative, offsetOf } from '../../test/initiatives';
import { fakeApi, page, refusal } from '../../test/fake-api';
import { renderPage } from '../../test/render';
import { usePagedList } from '../lib/use-paged-list';
import { type CreateLinkProps } from './create-link';
import { ListStates } from './list-states';

const PURPOSE = 'Track the projects under way, their status and when they are due.';
const UNAVAILABLE = 'Part of the service is not answering right now. Try again in a moment.';

/** An initiatives screen: the list's states, its rows as list items. */
function Initiatives({ create, limit = 100 }: { create?: CreateLinkProps; limit?: number }) {
  const list = usePagedList({ queryKey: ['/api/initiatives', {}], operation: initiativeOps.list, limit });
  return (
    <ListStates list={list} noun="initiatives" purpose={PURPOSE} create={create}>
      {(rows) => (
        <ul aria-label="Initiatives">
          {rows.map((row) => (
            <li key={row.id}>{row.title}</li>
          ))}
        </ul>
      )}
    </ListStates>
  );
}

describe('ListStates', () => {
  it('says what it is loading, then shows the rows', async () => {
    fakeApi(() => page([initiative(1), initiative(2)]));
    renderPage(<Initiatives />);
    expect(screen.getByRole('status').textContent).toContain('Loading initiatives...');

    expect(await screen.findByText('Initiative 2')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Initiative 1', 'Initiative 2']);
    expect(screen.queryByText('Loading initiatives...')).toBeNull();
    expect(screen.queryByText('No initiatives yet')).toBeNull();
  });

  it('says an empty list is empty, what it is for, and offers to create the first', async () => {
    fakeApi(() => page([]));
    renderPage(<Initiatives create={{ to: '/initiatives/new', label: 'Create Initiative' }} />);

    expect(await screen.findByText('No initiatives yet')).toBeTruthy();
    expect(screen.getByText(PURPOSE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Initiative' }).getAttribute('href')).toBe('/initiatives/new');
    expect(screen.queryByRole('list', { name: 'Initiatives' })).toBeNull();
  });

  it('offers no create link to those who may not create', async () => {
    fakeApi(() => page([]));
    renderPage(<Initiatives />);
    expect(await screen.findByText('No initiatives yet')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says the list could not load, in words, and loads it on Try again', async () => {
    let answers = 0;
    const api = fakeApi(() => (answers++ === 0 ? refusal(503, 'Service Unavailable') : page([initiative(1)])));
    renderPage(<Initiatives />);

    expect(await screen.findByText('Could not load initiatives')).toBeTruthy();
    expect(screen.getByText(UNAVAILABLE)).toBeTruthy();
    expect(screen.queryByText('No initiatives yet')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Initiative 1')).toBeTruthy();
    expect(screen.queryByText('Could not load initiatives')).toBeNull();
    expect(api.requests).toHaveLength(2);
  });

  it('keeps the rows when a later page fails, and says so under them', async () => {
    fakeApi((request) =>
      offsetOf(request.url) === '0' ? page([initiative(1), initiative(2)], 4) : refusal(503, 'Service Unavailable'),
    );
    renderPage(<Initiatives limit={2} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Could not load more initiatives')).toBeTruthy();
    expect(screen.getByText('Initiative 1')).toBeTruthy();
    expect(screen.getByText('Initiative 2')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 4')).toBeTruthy();
    expect(screen.queryByText('Could not load initiatives')).toBeNull();
  });
});
