import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** A record as the cache files it: by its id. */
type Stored<Record> = Record & { id: string };

/** What a kind's writes do to the cache: the record's detail, its list, and what else shows it. */
export type RecordCache<Record> = {
  detail: (id: string) => QueryKey;
  /** Before the new record's page opens: its detail from the answer, where the kind keeps answers. */
  keepCreated: (queryClient: QueryClient, record: Stored<Record>) => void;
  /** After a create: what a new record makes stale. */
  created: (queryClient: QueryClient) => Promise<void>;
  /** After a change of the record (the answer to its PATCH). */
  changed: (queryClient: QueryClient, record: Stored<Record>) => Promise<void>;
  /** After a change of a part of the record (a key result, a point): its detail and lists, read again. */
  refresh: (queryClient: QueryClient, id: string) => Promise<void>;
  /** After a delete: its detail is dropped (never read again into a 404), the rest goes stale. */
  deleted: (queryClient: QueryClient, id: string) => Promise<void>;
};

export type RecordCacheOptions = {
  detail: (id: string) => QueryKey;
  /** What a new or a deleted record makes stale: its list, the dashboard where it counts there, the audit log. */
  stale: () => QueryKey[];
  /** What a change makes stale, where it is less than `stale` (a metric's change leaves the dashboard alone). */
  staleOnChange?: () => QueryKey[];
  /** The answer of a write is the record's detail: it goes into the cache instead of being read again. */
  keepAnswer?: 'create' | 'write';
};

/** Whether `prefix` matches `key` as TanStack matches a filter: part by part from the start. */
function covers(prefix: QueryKey, key: QueryKey): boolean {
  return prefix.length <= key.length && prefix.every((part, index) => part === key[index]);
}

async function markStale(queryClient: QueryClient, keys: QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function recordCache<Record>({
  detail,
  stale,
  staleOnChange = stale,
  keepAnswer,
}: RecordCacheOptions): RecordCache<Record> {
  const refresh = async (queryClient: QueryClient, id: string) => {
    const keys = staleOnChange();
    // The detail is read again, unless one of the stale keys already covers it (decisions: every query).
    const own = keys.some((key) => covers(key, detail(id))) ? [] : [detail(id)];
    await Promise.all([
      ...own.map((queryKey) => queryClient.invalidateQueries({ queryKey, exact: true })),
      markStale(queryClient, keys),
    ]);
  };
  return {
    detail,
    keepCreated: (queryClient, record) => {
      if (keepAnswer) queryClient.setQueryData(detail(record.id), record);
    },
    created: (queryClient) => markStale(queryClient, stale()),
    changed: async (queryClient, record) => {
      if (keepAnswer !== 'write') return refresh(queryClient, record.id);
      queryClient.setQueryData(detail(record.id), record);
      await markStale(queryClient, staleOnChange());
    },
    refresh,
    deleted: async (queryClient, id) => {
      queryClient.removeQueries({ queryKey: detail(id), exact: true });
      await markStale(queryClient, stale());
    },
  };
}
