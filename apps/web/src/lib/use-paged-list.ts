import { type InfiniteData, keepPreviousData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_LIMIT_DEFAULT, type Page } from '@warroom/contracts';
import { httpPage, type QueryParams } from './http';

/** What a paged list has loaded so far: its items in the server's order and the list's total. */
export type PagedItems<T> = { items: T[]; total: number; pageCount: number };

type Identified = { id: string };

/**
 * The next page starts after every item loaded so far (a page may be short: the server's
 * byte budget), and there is none once the total is reached or a page comes back empty.
 */
function nextOffset<T>(lastPage: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.items.length, 0);
  return lastPage.items.length === 0 || loaded >= lastPage.total ? undefined : loaded;
}

/**
 * The pages as one list. A record created or deleted between two pages shifts the offsets,
 * so one may arrive twice: it is kept once. The total is the newest page's.
 */
function flatten<T extends Identified>(data: InfiniteData<Page<T>, number>): PagedItems<T> {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of data.pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return { items, total: data.pages.at(-1)?.total ?? 0, pageCount: data.pages.length };
}

export type PagedListOptions = {
  /** From `queryKeys`: `[path, filters]`. */
  queryKey: QueryKey;
  path: string;
  /** The list's own filters (`q`, `status`), sent beside `limit` and `offset`; empty ones are left out. */
  params?: QueryParams;
  limit?: number;
  /** While a new filter loads, keep showing the last answer instead of a loading screen. */
  keepPrevious?: boolean;
  enabled?: boolean;
};

/**
 * A list read a page at a time (PRODUCT.md section 2): `limit` items from `offset`, the
 * total in `X-Total-Count`. `fetchNextPage` loads the next page; `data` has every item loaded
 * so far. The client's rules (SPEC.md section 9: never stale, no refetch on focus, no retry)
 * apply as to any query.
 */
export function usePagedList<T extends Identified>({
  queryKey,
  path,
  params,
  limit = PAGE_LIMIT_DEFAULT,
  keepPrevious = false,
  enabled = true,
}: PagedListOptions) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => httpPage<T>(path, { ...params, limit, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset<T>,
    select: flatten<T>,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    enabled,
  });
}

export type PagedList<T extends Identified> = ReturnType<typeof usePagedList<T>>;
