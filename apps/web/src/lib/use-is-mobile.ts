import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from './ui-constants';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True below 768 px: the sidebar becomes a slide-in sheet and list tables become cards. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
