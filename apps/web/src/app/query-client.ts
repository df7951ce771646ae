import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { http } from '../lib/http';

/**
 * SPEC.md section 7: the default load is a GET on the key parts joined by slashes.
 * A query with `meta: { nullOn401: true }` gets null on a 401 instead of an error.
 */
function defaultQueryFn({ queryKey, signal, meta }: QueryFunctionContext): Promise<unknown> {
  const path = queryKey.map(String).join('/');
  return http(path, { signal, nullOn401: meta?.nullOn401 === true });
}

/** SPEC.md section 9: no refetch on an interval or on focus, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
