import { SearchOutlined } from '@ant-design/icons';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@warroom/contracts';
import { Flex, Input, Radio } from 'antd';
import { statusBadgeText } from '../../status-meta';

const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  ...APPLICATION_STATUSES.map((status) => ({ value: status, label: statusBadgeText(status) })),
];

type ApplicationFiltersProps = {
  search: string;
  status: ApplicationStatus | '';
  onSearchChange: (value: string) => void;
  onStatusChange: (value: ApplicationStatus | '') => void;
};

/** A text search (name, email or company) and a one-click status filter: all, or one of the six. */
export function ApplicationFilters({ search, status, onSearchChange, onStatusChange }: ApplicationFiltersProps) {
  return (
    <Flex gap={12} wrap align="center" role="search" aria-label="Filter applications">
      <Input
        aria-label="Search applications"
        placeholder="Search by name, email or company"
        prefix={<SearchOutlined aria-hidden />}
        allowClear
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        style={{ flex: '1 1 260px', maxWidth: 420 }}
      />
      <Radio.Group
        aria-label="Filter by status"
        optionType="button"
        options={STATUS_OPTIONS}
        value={status}
        onChange={(event) => onStatusChange(event.target.value as ApplicationStatus | '')}
      />
    </Flex>
  );
}
