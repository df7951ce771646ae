import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AuditLogFilters, queryKeys } from '../../../shared/query-keys';
import { fetchAuditLogs } from '../api';

/** ADMIN only: the newest 50 entries matching the filters. */
export function useAuditLogs(filters: AuditLogFilters) {
  return useQuery({
    queryKey: queryKeys.admin.auditLogList(filters),
    queryFn: ({ signal }) => fetchAuditLogs(filters, signal),
    placeholderData: keepPreviousData,
  });
}
