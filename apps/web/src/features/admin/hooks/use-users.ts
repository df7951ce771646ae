import { identityOps } from '@warroom/contracts';
import { queryKeys } from '../../../shared/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';

/** GET /api/admin/users, newest first, a page at a time. ADMIN only: render its users only for an admin. */
export function useUsers() {
  return usePagedList({ queryKey: queryKeys.admin.users(), operation: identityOps.listUsers });
}
