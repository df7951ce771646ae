import { Flex } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { ListLoadError, ListPager } from '../../../../components/list-pager';
import { PageLoader } from '../../../../components/page-loader';
import { useSearchBox } from '../../../../lib/use-search-box';
import { useApplications } from '../../hooks/use-applications';
import { usePagesWanted } from '../../hooks/use-pages-wanted';
import { useReviewAddress } from '../../hooks/use-review-address';
import { ApplicationFilters, type ReviewFilters } from './application-filters';
import { applicationCardId, ApplicationList } from './application-list';
import { NextApplicationButton } from './next-application-button';
import { OpenedApplication } from './opened-application';

type ApplicationReviewProps = { currentUserId: string; canChangeStatus: boolean };

/**
 * Search, the status and 'Needs my vote' filters, 'Next application' and the cards
 * (reviewer roles only). The filters, the pages loaded and the open application live in the
 * address (`review-address.ts`): an application opened by it is scrolled to, and shown above
 * the list when the list does not hold it. A card stays open and in place after a vote.
 */
export function ApplicationReview({ currentUserId, canChangeStatus }: ApplicationReviewProps) {
  const { address, update } = useReviewAddress();
  const [search, setSearch] = useSearchBox(address.q, (q) => update({ q }));
  const applications = useApplications({ q: address.q, status: address.status, needsMyVote: address.needsMyVote });
  const loadingPages = usePagesWanted(applications, address.page, (page) => update({ page }));
  const [expanded, setExpanded] = useState<string[]>(address.id ? [address.id] : []);
  // The application to bring into view once its card is drawn: the address's, unless a click opened it.
  const scrollTo = useRef(address.id);
  const clicked = useRef<string>(undefined);

  const openId = address.id;
  useEffect(() => {
    if (!openId) return;
    setExpanded((ids) => (ids.includes(openId) ? ids : [...ids, openId]));
    if (openId !== clicked.current) scrollTo.current = openId;
    clicked.current = undefined;
  }, [openId]);

  // After every render until the card is there (the list or the application may still be loading).
  useEffect(() => {
    const card = scrollTo.current ? document.getElementById(applicationCardId(scrollTo.current)) : null;
    if (!card) return;
    scrollTo.current = undefined;
    card.scrollIntoView({ block: 'start' });
  });

  const onExpandedChange = (ids: string[]) => {
    const opened = ids.find((id) => !expanded.includes(id));
    setExpanded(ids);
    if (opened) {
      clicked.current = opened;
      update({ id: opened });
    } else if (address.id && !ids.includes(address.id)) update({ id: undefined });
  };

  const items = applications.data?.items;
  const settled = items !== undefined && !applications.isPlaceholderData && !loadingPages;
  const opened = address.id && settled && !items.some((item) => item.id === address.id) ? address.id : undefined;
  const filters: ReviewFilters = { search, status: address.status, needsMyVote: address.needsMyVote };
  const listProps = { currentUserId, canChangeStatus, expanded, onExpandedChange };

  return (
    <Flex vertical gap={20}>
      <Flex gap={12} wrap align="center" justify="space-between" className="review-toolbar">
        <ApplicationFilters
          filters={filters}
          onChange={({ search: typed, ...change }) => {
            if (typed !== undefined) setSearch(typed);
            if (Object.keys(change).length > 0) update(change);
          }}
          onToggleNeedsMyVote={() => update((current) => ({ needsMyVote: !current.needsMyVote }))}
        />
        <NextApplicationButton currentId={address.id} onOpen={(next) => update({ id: next.id })} />
      </Flex>
      {opened ? (
        <OpenedApplication
          key={opened}
          id={opened}
          currentUserId={currentUserId}
          canChangeStatus={canChangeStatus}
          onClose={() => update({ id: undefined })}
        />
      ) : null}
      <div aria-busy={applications.isFetching}>
        {applications.isPending ? <PageLoader label="Loading applications..." /> : null}
        <ListLoadError list={applications} title="Could not load applications" />
        {items ? (
          <>
            <ApplicationList applications={items} {...listProps} />
            <ListPager list={applications} noun="applications" />
          </>
        ) : null}
      </div>
    </Flex>
  );
}
