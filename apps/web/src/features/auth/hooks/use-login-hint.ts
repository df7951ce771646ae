import { useQuery } from '@tanstack/react-query';
import { publicQueryKeys } from '../../../app/public-query-keys';
import { fetchLoginHint } from '../public-api';

export function useLoginHint() {
  return useQuery({ queryKey: publicQueryKeys.loginHint(), queryFn: fetchLoginHint });
}
