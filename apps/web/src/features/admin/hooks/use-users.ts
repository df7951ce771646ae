import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys';
import { fetchUsers } from '../api';

/** ADMIN only: render its users only for an admin. */
export function useUsers() {
  return useQuery({ queryKey: queryKeys.admin.users(), queryFn: ({ signal }) => fetchUsers(signal) });
}
