import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/** How a screen keeps what it shows in its address: read back, written, and changed. */
export type AddressCodec<A> = {
  read: (params: URLSearchParams) => A;
  write: (address: A) => URLSearchParams;
  /** The address after a change (a new filter may reset the page); merged as it is unless told. */
  change?: (address: A, change: Partial<A>) => A;
};

/** A change as it is: what it names replaces what was there. */
function mergeChange<A>(address: A, change: Partial<A>): A {
  return { ...address, ...change };
}

/**
 * A screen's address (its filters, pages and open record, as `codec` reads them) and the way to
 * change it. A change replaces the history entry rather than adding one: typing a search or
 * loading a page is not a place Back should return to.
 */
export function useAddress<A>(codec: AddressCodec<A>) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { read, write, change: merge = mergeChange } = codec;
  const address = useMemo(() => read(searchParams), [read, searchParams]);
  // The address as last written or navigated to, which a change starts from rather than from what
  // this render saw: two changes in a row both count, and a toggle is worked out from the newest.
  const latest = useRef(searchParams);
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  const update = useCallback(
    (change: Partial<A> | ((current: A) => Partial<A>)) => {
      const current = read(latest.current);
      const next = write(merge(current, typeof change === 'function' ? change(current) : change));
      latest.current = next;
      const search = next.toString();
      void navigate({ search: search ? `?${search}` : '' }, { replace: true });
    },
    [navigate, read, write, merge],
  );
  return { address, update };
}
