import type { Application } from '@warroom/contracts';
import { useEffect } from 'react';
import type { PagedList } from '../../../lib/use-paged-list';

/**
 * As many pages of the review list as its address says were loaded (a reload after 'Load
 * more'), loaded one after another; and the address told when more are loaded. Answers whether
 * pages are still on their way to that number.
 */
export function usePagesWanted(list: PagedList<Application>, wanted: number, onLoaded: (pages: number) => void) {
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, isPlaceholderData, fetchNextPage } = list;
  const loaded = isPlaceholderData ? 0 : (data?.pageCount ?? 0);
  const short = loaded > 0 && loaded < wanted && hasNextPage && !isFetchNextPageError;

  useEffect(() => {
    if (short && !isFetchingNextPage) void fetchNextPage();
  }, [short, isFetchingNextPage, fetchNextPage]);

  useEffect(() => {
    if (loaded > wanted) onLoaded(loaded);
    // Only a change in what is loaded says something new; the callback is made anew each render.
  }, [loaded, wanted]);

  return short;
}
