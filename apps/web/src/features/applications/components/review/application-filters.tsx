import { SearchOutlined } from '@ant-design/icons';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@warroom/contracts';
import { Flex, Input, Radio } from 'antd';
import { statusBadgeText } from '../../status-meta';
import { NeedsMyVoteToggle } from './needs-my-vote-toggle';

const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  ...APPLICATION_STATUSES.map((status) => ({ value: status, label: statusBadgeText(status) })),
];

/** What the reviewer filters the list by: the search as typed, a status (or all) and 'Needs my vote'. */
export type ReviewFilters = { search: string; status: ApplicationStatus | ''; needsMyVote: boolean };

type ApplicationFiltersProps = {
  filters: ReviewFilters;
  onChange: (change: Partial<ReviewFilters>) => void;
  onToggleNeedsMyVote: () => void;
};

/**
 * A text search (name, email or company), a one-click status filter (all, or one of the six)
 * and 'Needs my vote' with its count.
 */
export function ApplicationFilters({ filters, onChange, onToggleNeedsMyVote }: ApplicationFiltersProps) {
  return (
    <Flex gap={12} wrap align="center" role="search" aria-label="Filter applications" className="review-filters">
      <Input
        aria-label="Search applications"
        placeholder="Search by name, email or company"
        prefix={<SearchOutlined aria-hidden />}
        allowClear
        value={filters.search}
        onChange={(event) => onChange({ search: event.target.value })}
        style={{ flex: '1 1 260px', maxWidth: 420 }}
      />
      <Radio.Group
        aria-label="Filter by status"
        optionType="button"
        options={STATUS_OPTIONS}
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as ApplicationStatus | '' })}
      />
      <NeedsMyVoteToggle pressed={filters.needsMyVote} onToggle={onToggleNeedsMyVote} />
    </Flex>
  );
}
