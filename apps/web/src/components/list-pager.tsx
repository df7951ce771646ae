import { Button } from 'antd';
import { useEffect, useId, useState } from 'react';
import type { PagedList } from '../lib/use-paged-list';
import { QueryError } from './query-error';
import './list-pager.css';

const countFormat = new Intl.NumberFormat('en-US');

/** How far below the viewport the end of the list may still be when the next page is asked for. */
const LOAD_AHEAD = '0px 0px 320px 0px';

type ListPagerProps = {
  list: PagedList<{ id: string }>;
  /** What the list holds, in the plural: 'Could not load more initiatives'. */
  noun: string;
  /** How many are on screen, when it is not what the list loaded (comments merge two sources). */
  shown?: number;
  /** Also load the next page when the end of the list scrolls into view; else only the button does. */
  autoLoad?: boolean;
};

/**
 * The foot of a paged list: 'Showing 100 of 340' and a 'Load more' button (a keyboard's way,
 * and the way back after a failed page), plus an invisible sentinel that loads the next page
 * as the user scrolls near it. Nothing shows while the whole list fits in its first page.
 */
export function ListPager({ list, noun, shown, autoLoad = true }: ListPagerProps) {
  const { data, error, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  // While a new filter loads, the rows on screen are the last filter's: they have no next page here.
  const hasNextPage = list.hasNextPage && !list.isPlaceholderData;
  const [sentinel, setSentinel] = useState<HTMLDivElement | null>(null);
  const [nearEnd, setNearEnd] = useState(false);
  const countId = useId();

  useEffect(() => {
    if (!sentinel || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => setNearEnd(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: LOAD_AHEAD,
    });
    observer.observe(sentinel);
    return () => {
      observer.disconnect();
      setNearEnd(false);
    };
  }, [sentinel]);

  // Also after a page arrives while the end is still in view (short pages, tall screens).
  // A failed page is not asked for again by itself: the button retries it.
  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [nearEnd, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (!data || list.isPlaceholderData || (!hasNextPage && data.pageCount <= 1)) return null;
  const onScreen = shown ?? data.items.length;
  const total = Math.max(data.total, onScreen);

  return (
    <div className="list-pager">
      {isFetchNextPageError && error ? <QueryError title={`Could not load more ${noun}`} error={error} /> : null}
      <div className="list-pager__row">
        <p id={countId} className="list-pager__count text-secondary" aria-live="polite">
          Showing {countFormat.format(onScreen)} of {countFormat.format(total)}
        </p>
        {hasNextPage ? (
          <Button
            aria-describedby={countId}
            loading={isFetchingNextPage}
            onClick={() => {
              if (!isFetchingNextPage) void fetchNextPage();
            }}
          >
            Load more
          </Button>
        ) : null}
      </div>
      {hasNextPage && autoLoad ? <div ref={setSentinel} className="list-pager__sentinel" aria-hidden /> : null}
    </div>
  );
}

/**
 * Why a paged list could not load, with Try again; nothing when it loaded or when only a
 * later page failed (the pager says so under the rows).
 */
export function ListLoadError({ list, title }: { list: PagedList<{ id: string }>; title: string }) {
  if (!list.error || list.isFetchNextPageError) return null;
  return <QueryError title={title} error={list.error} onRetry={() => void list.refetch()} />;
}
