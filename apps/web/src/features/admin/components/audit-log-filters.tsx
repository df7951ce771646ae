import { Button, DatePicker, Flex, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { AuditLogFilters as Filters } from '../../../app/query-keys';
import { ACTION_OPTIONS, ENTITY_OPTIONS } from '../audit/filter-options';
import { useUsers } from '../hooks/use-users';
import '../admin.css';

export const NO_AUDIT_FILTERS: Filters = { action: '', actor: '', entity: '', from: '', to: '' };

type AuditLogFiltersProps = { value: Filters; onChange: (filters: Filters) => void };
type Range = [Dayjs | null, Dayjs | null] | null;

const hasFilter = (filters: Filters) => Object.values(filters).some(Boolean);

/** The actors to pick from: the users (their name, else their email), by email as the API filters. */
function useActorOptions() {
  const users = useUsers();
  return {
    loading: users.isPending,
    options: (users.data?.items ?? []).map((user) => ({
      value: user.email,
      label: user.name ? `${user.name} (${user.email})` : user.email,
    })),
  };
}

/** What the entries are about, what was done, by whom and when: pickers, applied as they change. */
export function AuditLogFilters({ value, onChange }: AuditLogFiltersProps) {
  const actors = useActorOptions();
  const set = (changes: Partial<Filters>) => onChange({ ...value, ...changes });
  const range: Range =
    value.from || value.to ? [value.from ? dayjs(value.from) : null, value.to ? dayjs(value.to) : null] : null;

  const pickRange = (next: Range) =>
    set({
      from: next?.[0]?.startOf('day').toISOString() ?? '',
      to: next?.[1]?.endOf('day').toISOString() ?? '',
    });

  return (
    <div role="search" aria-label="Filter the audit log" className="audit-filters">
      <Form layout="vertical" component={false}>
        <Flex gap={12} wrap align="end">
          <Form.Item label="About" htmlFor="audit-filter-entity" className="audit-filters__field">
            <Select
              className="audit-filters__control"
              id="audit-filter-entity"
              allowClear
              placeholder="Anything"
              options={ENTITY_OPTIONS}
              value={value.entity || undefined}
              onChange={(entity?: string) => set({ entity: entity ?? '' })}
            />
          </Form.Item>
          <Form.Item label="Action" htmlFor="audit-filter-action" className="audit-filters__field">
            <Select
              className="audit-filters__control"
              id="audit-filter-action"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Any action"
              options={ACTION_OPTIONS}
              value={value.action || undefined}
              onChange={(action?: string) => set({ action: action ?? '' })}
            />
          </Form.Item>
          <Form.Item label="By" htmlFor="audit-filter-actor" className="audit-filters__field">
            <Select
              className="audit-filters__control"
              id="audit-filter-actor"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Anyone"
              loading={actors.loading}
              options={actors.options}
              value={value.actor || undefined}
              onChange={(actor?: string) => set({ actor: actor ?? '' })}
            />
          </Form.Item>
          <Form.Item
            label="When"
            htmlFor="audit-filter-when"
            className="audit-filters__field audit-filters__field--wide"
          >
            <DatePicker.RangePicker
              className="audit-filters__control"
              id={{ start: 'audit-filter-when', end: 'audit-filter-when-end' }}
              allowEmpty={[true, true]}
              placeholder={['From', 'To']}
              format="MMM D, YYYY"
              value={range}
              onChange={(next) => pickRange(next)}
            />
          </Form.Item>
          <Form.Item className="audit-filters__buttons">
            <Button disabled={!hasFilter(value)} onClick={() => onChange(NO_AUDIT_FILTERS)}>
              Clear filters
            </Button>
          </Form.Item>
        </Flex>
      </Form>
    </div>
  );
}
