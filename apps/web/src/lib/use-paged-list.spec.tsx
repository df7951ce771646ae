/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initiativeOps } from '@warroom/contracts';
import { initiatives, offsetOf } from '../../test/initiatives';
import { fakeApi, page } from '../../test/fake-api';
import { renderPage } from '../../test/render';
import { ListPager } from '../components/list-pager';
import { usePagedList } from './use-paged-list';

function Initiatives({ limit }: { limit: number }) {
  const list = usePagedList({ queryKey: ['/api/initiatives', {}], operation: initiativeOps.list, limit });
  return (
    <>
      <ul aria-label="Initiatives">
        {list.data?.items.map((item) => (
          <li key={item.id}>{item.title}</li>
        ))}
      </ul>
      <ListPager list={list} noun="initiatives" />
    </>
  );
}

describe('usePagedList with its pager', () => {
  it('reads a page at a time: the next starts after what is loaded, until the total', async () => {
    const api = fakeApi((request) => {
      const offset = Number(offsetOf(request.url));
      // The server's byte budget may make a page short: 4 asked, 3 given.
      return page(offset === 0 ? initiatives(1, 4) : initiatives(4, 6), 5);
    });
    renderPage(<Initiatives limit={4} />);
    expect(await screen.findByText('Showing 3 of 5')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Initiative 5')).toBeTruthy();
    expect(screen.getByText('Showing 5 of 5')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.requests.map((request) => offsetOf(request.url))).toEqual(['0', '3']);
  });

  it('shows a record that arrives twice once (the offsets moved between two pages)', async () => {
    fakeApi((request) => page(offsetOf(request.url) === '0' ? initiatives(1, 3) : initiatives(2, 4), 4));
    renderPage(<Initiatives limit={2} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Initiative 3')).toBeTruthy();
    expect(screen.getAllByText('Initiative 2')).toHaveLength(1);
  });

  it('shows no pager when the list fits in one page', async () => {
    fakeApi(() => page(initiatives(1, 3)));
    renderPage(<Initiatives limit={100} />);
    expect(await screen.findByText('Initiative 2')).toBeTruthy();
    expect(screen.queryByText(/^Showing/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
