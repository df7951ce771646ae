import { useQuery } from '@tanstack/react-query';
import { publicQueryKeys } from '../../../shared/public-query-keys';
import { fetchLoginHint } from '../public-api';

export function useLoginHint() {
  return useQuery({ queryKey: publicQueryKeys.loginHint(), queryFn: fetchLoginHint });
}
