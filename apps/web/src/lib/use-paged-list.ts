import {
  type InfiniteData,
  keepPreviousData,
  type QueryKey,
  useInfiniteQuery,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { PAGE_LIMIT_DEFAULT, type Page } from '@warroom/contracts';
import { type ApiInput, type ApiItem, fetchPage, type PagedOperation } from './api';
import type { QueryParams } from './http';

/** What a paged list has loaded so far: its items in the server's order and the list's total. */
export type PagedItems<T> = { items: T[]; total: number; pageCount: number };

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
function flatten<T>(data: InfiniteData<Page<T>, number>): PagedItems<T> {
  const seen = new Set<unknown>();
  const items: T[] = [];
  for (const page of data.pages) {
    for (const item of page.items) {
      const id = typeof item === 'object' && item !== null && 'id' in item ? item.id : item;
      if (seen.has(id)) continue;
      seen.add(id);
      items.push(item);
    }
  }
  return { items, total: data.pages.at(-1)?.total ?? 0, pageCount: data.pages.length };
}

export type PagedListOptions<S extends PagedOperation> = {
  /** From `queryKeys`: `[path, filters]`. */
  queryKey: QueryKey;
  /** The list's operation, as `libs/contracts` declares it: its path and its items' type. */
  operation: S;
  /** Its path parameters (an application's comments). */
  params?: ApiInput<S>['params'];
  /** The list's own filters (`q`, `status`), sent beside `limit` and `offset`; empty ones are left out. */
  filters?: QueryParams;
  limit?: number;
  /** While a new filter loads, keep showing the last answer instead of a loading screen. */
  keepPrevious?: boolean;
  enabled?: boolean;
};

export type PagedList<T> = UseInfiniteQueryResult<PagedItems<T>>;

/**
 * A list read a page at a time (PRODUCT.md section 2): `limit` items from `offset`, the
 * total in `X-Total-Count`. `fetchNextPage` loads the next page; `data` has every item loaded
 * so far, typed by the operation's declaration. The client's rules (SPEC.md section 9: never
 * stale, no refetch on focus, no retry) apply as to any query.
 */
export function usePagedList<S extends PagedOperation>({
  queryKey,
  operation,
  params,
  filters,
  limit = PAGE_LIMIT_DEFAULT,
  keepPrevious = false,
  enabled = true,
}: PagedListOptions<S>): PagedList<ApiItem<S>> {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(operation, params, { ...filters, limit, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset<ApiItem<S>>,
    select: flatten<ApiItem<S>>,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    enabled,
  });
}
