import { Card, Empty, Flex } from 'antd';
import { ListLoadError, ListPager } from '../../../components/list-pager';
import { PageLoader } from '../../../components/page-loader';
import { type AddressCodec, useAddress } from '../../../lib/use-address';
import { useSearchBox } from '../../../lib/use-search-box';
import { useMembers } from '../hooks/use-members';
import { isFiltered, type MembersAddress, readMembersAddress, writeMembersAddress } from '../members-address';
import { MemberCard } from './member-card';
import { MemberFilters } from './member-filters';
import '../members.css';

const countFormat = new Intl.NumberFormat('en-US');

const MEMBERS_CODEC: AddressCodec<MembersAddress> = { read: readMembersAddress, write: writeMembersAddress };

/**
 * The directory: the search and the chips, kept in the address (`members-address.ts`), and the
 * members found as cards by name, a page at a time.
 */
export function MemberDirectory() {
  const { address, update } = useAddress(MEMBERS_CODEC);
  const [search, setSearch] = useSearchBox(address.q, (q) => update({ q }));
  const members = useMembers(address);
  const items = members.data?.items;
  const total = members.data?.total ?? 0;

  return (
    <Flex vertical gap={20}>
      <MemberFilters address={address} search={search} onSearch={setSearch} onChange={update} />
      <div aria-busy={members.isFetching}>
        {members.isPending ? <PageLoader label="Loading members..." /> : null}
        <ListLoadError list={members} title="Could not load members" />
        {items && items.length === 0 ? (
          <Card>
            <Empty description={isFiltered(address) ? 'No members match your search and filters' : 'No members yet'} />
          </Card>
        ) : null}
        {items && items.length > 0 ? (
          <>
            <p className="member-count text-secondary" aria-live="polite">
              {total === 1 ? '1 member' : `${countFormat.format(total)} members`}
            </p>
            <ul className="member-cards" aria-label="Members">
              {items.map((member) => (
                <MemberCard key={member.id} member={member} />
              ))}
            </ul>
            <ListPager list={members} noun="members" />
          </>
        ) : null}
      </div>
    </Flex>
  );
}
