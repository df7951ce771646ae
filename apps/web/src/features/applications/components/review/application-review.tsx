import type { ApplicationStatus } from '@warroom/contracts';
import { Flex } from 'antd';
import { useState } from 'react';
import { ListLoadError, ListPager } from '../../../../components/list-pager';
import { PageLoader } from '../../../../components/page-loader';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useApplications } from '../../hooks/use-applications';
import { ApplicationCounts } from './application-counts';
import { ApplicationFilters } from './application-filters';
import { ApplicationList } from './application-list';

type ApplicationReviewProps = { currentUserId: string; canChangeStatus: boolean };

/** Counts, search and status filter, and the cards (reviewer roles only). */
export function ApplicationReview({ currentUserId, canChangeStatus }: ApplicationReviewProps) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const q = useDebouncedValue(search.trim(), 300);
  const applications = useApplications({ q, status });

  return (
    <Flex vertical gap={20}>
      <ApplicationCounts />
      <ApplicationFilters search={search} status={status} onSearchChange={setSearch} onStatusChange={setStatus} />
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
