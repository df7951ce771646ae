import { Flex } from 'antd';
import { useState } from 'react';
import { ListLoadError, ListPager } from '../../../../components/list-pager';
import { PageLoader } from '../../../../components/page-loader';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useApplications } from '../../hooks/use-applications';
import { ApplicationCounts } from './application-counts';
import { ApplicationFilters, type ReviewFilters } from './application-filters';
import { ApplicationList } from './application-list';

type ApplicationReviewProps = { currentUserId: string; canChangeStatus: boolean };

/** Counts, search, the status and 'Needs my vote' filters, and the cards (reviewer roles only). */
export function ApplicationReview({ currentUserId, canChangeStatus }: ApplicationReviewProps) {
  const [filters, setFilters] = useState<ReviewFilters>({ search: '', status: '', needsMyVote: false });
  const q = useDebouncedValue(filters.search.trim(), 300);
  const applications = useApplications({ q, status: filters.status, needsMyVote: filters.needsMyVote });

  return (
    <Flex vertical gap={20}>
      <ApplicationCounts />
      <ApplicationFilters filters={filters} onChange={(change) => setFilters((all) => ({ ...all, ...change }))} />
      <div aria-busy={applications.isFetching}>
        {applications.isPending ? <PageLoader label="Loading applications..." /> : null}
        <ListLoadError list={applications} title="Could not load applications" />
        {applications.data ? (
          <>
            <ApplicationList
              applications={applications.data.items}
              currentUserId={currentUserId}
              canChangeStatus={canChangeStatus}
            />
            <ListPager list={applications} noun="applications" />
          </>
        ) : null}
      </div>
    </Flex>
  );
}
