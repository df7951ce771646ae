import type { User } from '@warroom/contracts';
import { queryKeys } from '../../../app/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';

/** GET /api/admin/users, newest first, a page at a time. ADMIN only: render its users only for an admin. */
export function useUsers() {
  return usePagedList<User>({ queryKey: queryKeys.admin.users(), path: '/api/admin/users' });
}
