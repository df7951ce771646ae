import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-keys';

/** After a document is changed: that document, the list and the audit log the change wrote to. */
export async function invalidateDocument(queryClient: QueryClient, id: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.documents.detail(id), exact: true }),
    queryClient.invalidateQueries({ queryKey: queryKeys.documents.list() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLogs() }),
  ]);
}

/** After a document is created: the list and the audit log. */
export async function invalidateDocumentList(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.documents.list() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLogs() }),
  ]);
}

/** After a document is deleted: its detail is dropped (never refetched into a 404), the list reloads. */
export async function forgetDocument(queryClient: QueryClient, id: string): Promise<void> {
  queryClient.removeQueries({ queryKey: queryKeys.documents.detail(id), exact: true });
  await invalidateDocumentList(queryClient);
}
