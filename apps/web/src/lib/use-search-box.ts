import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A search box kept in the address: what is typed shows at once; the address (and so the
 * request) follows once typing pauses, and the box follows the address when it changes from
 * outside (a link, Back).
 */
export function useSearchBox(q: string, setQ: (q: string) => void) {
  const [search, setSearch] = useState(q);
  const typed = useDebouncedValue(search.trim(), 300);
  // The search the box and the address last agreed on.
  const agreed = useRef(q);
  useEffect(() => {
    if (q === agreed.current) return;
    agreed.current = q;
    setSearch(q);
  }, [q]);
  // Only a pause in typing says something new: not the address changing from outside, whose
  // search the box takes above (the typed value then catches up with it).
  useEffect(() => {
    if (typed === agreed.current) return;
    agreed.current = typed;
    setQ(typed);
  }, [typed]);
  return [search, setSearch] as const;
}
