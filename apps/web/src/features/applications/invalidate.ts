import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Application, Page } from '@warroom/contracts';
import { queryKeys } from '../../shared/query-keys';

type ApplicationPages = InfiniteData<Page<Application>, number>;

/** A review list's key: `[path, { q, status, needsMyVote }]` (query-keys.ts). */
function isReviewList(key: QueryKey): boolean {
  const filters = key[1];
  return key.length === 2 && typeof filters === 'object' && filters !== null && 'q' in filters;
}

/** One application's key: `[path, id]` (its comments' and status lookup's are longer). */
function isOneApplication(key: QueryKey): boolean {
  return key.length === 2 && typeof key[1] === 'string' && key[1] !== queryKeys.applications.analytics()[1];
}

/** What shows applications on the review screen: the lists and the one an address opened. */
const holdsApplications = (key: QueryKey) => isReviewList(key) || isOneApplication(key);

function withAnswer(data: ApplicationPages, application: Application): ApplicationPages {
  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.map((item) => (item.id === application.id ? application : item)),
  }));
  return { ...data, pages };
}

/**
 * After a vote, recusal, comment or status change, with the application as the server
 * answered it (what the caller may now see of it: the votes a vote revealed). It takes its
 * place in every list that holds it and in its own cache entry, and those are not read again
 * now: a list filtered by 'Needs my vote' (or by status) would drop it the moment it changed,
 * under the reviewer reading it. They are marked stale, so the next filter or visit asks the
 * server. The counts, analytics, comments, status lookups and the audit log the change wrote
 * to are read again.
 */
export async function afterApplicationWrite(queryClient: QueryClient, application: Application): Promise<void> {
  const all = queryKeys.applications.all();
  queryClient.setQueryData(queryKeys.applications.detail(application.id), application);
  const lists = queryClient.getQueriesData<ApplicationPages>({
    queryKey: all,
    predicate: (query) => isReviewList(query.queryKey),
  });
  for (const [key, data] of lists) {
    if (data) queryClient.setQueryData<ApplicationPages>(key, withAnswer(data, application));
  }
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: all,
      predicate: (query) => holdsApplications(query.queryKey),
      refetchType: 'none',
    }),
    queryClient.invalidateQueries({ queryKey: all, predicate: (query) => !holdsApplications(query.queryKey) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLogs() }),
  ]);
}
