import { memberOps } from '@warroom/contracts';
import { usePagedList } from '../../../lib/use-paged-list';
import { queryKeys } from '../../../shared/query-keys';
import type { MembersAddress } from '../members-address';

/** The directory by name, a page at a time, as its address searches and filters it. */
export function useMembers(address: MembersAddress) {
  return usePagedList({
    queryKey: queryKeys.members.search(address),
    operation: memberOps.list,
    filters: { ...address },
    // While a new search loads, keep showing the last answer instead of a loading screen.
    keepPrevious: true,
  });
}
