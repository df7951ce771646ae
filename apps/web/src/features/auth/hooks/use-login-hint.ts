import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys';
import { fetchLoginHint } from '../api';

export function useLoginHint() {
  return useQuery({ queryKey: queryKeys.auth.loginHint(), queryFn: fetchLoginHint });
}
