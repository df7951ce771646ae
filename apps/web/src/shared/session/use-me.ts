import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { fetchMe } from './api';

/** GET /api/auth/me; never retried, so a signed-out visitor is sent to /login at once. */
export function useMe() {
  return useQuery({ queryKey: queryKeys.auth.me(), queryFn: fetchMe, retry: false });
}
