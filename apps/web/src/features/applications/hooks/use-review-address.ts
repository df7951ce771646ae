import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { changeReviewAddress, readReviewAddress, type ReviewAddress, writeReviewAddress } from '../review-address';

/**
 * The review screen's address (`review-address.ts`) and the way to change it. A change replaces
 * the history entry rather than adding one: typing a search or loading a page is not a place
 * Back should return to.
 */
export function useReviewAddress() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const address = useMemo(() => readReviewAddress(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<ReviewAddress> | ((current: ReviewAddress) => Partial<ReviewAddress>)) => {
      // From the address as it is now, not as this render saw it: two changes in a row both count,
      // and a change worked out from the address (a toggle) is worked out from that one.
      const current = readReviewAddress(new URLSearchParams(window.location.search));
      const next = changeReviewAddress(current, typeof change === 'function' ? change(current) : change);
      const search = writeReviewAddress(next).toString();
      void navigate({ search: search ? `?${search}` : '' }, { replace: true });
    },
    [navigate],
  );
  return { address, update };
}
