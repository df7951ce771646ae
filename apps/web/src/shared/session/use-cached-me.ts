import type { Me } from '@warroom/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { meKey } from '../me-key';

/**
 * The current user if a signed-in screen has loaded it, without fetching. Follows the cache
 * itself, so clearing it on logout is seen at once.
 */
export function useCachedMe(): Me | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const snapshot = useCallback(() => queryClient.getQueryData<Me>(meKey()), [queryClient]);
  return useSyncExternalStore(subscribe, snapshot);
}
