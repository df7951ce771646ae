import { Button, Flex, Input, Select, type SelectProps } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { AuditLogFilters as Filters } from '../../../shared/query-keys';
import { ACTION_OPTIONS, ENTITY_OPTIONS } from '../audit/filter-options';
import { useUsers } from '../hooks/use-users';
import '../admin.css';

export const NO_AUDIT_FILTERS: Filters = { action: '', actor: '', entity: '', from: '', to: '' };

type AuditLogFiltersProps = { value: Filters; onChange: (filters: Filters) => void };

// The date picker and its date library: loaded when the admin first asks for a range.
const AuditDateRange = lazy(async () => ({ default: (await import('./audit-date-range')).AuditDateRange }));

type WhenProps = { from: string; to: string; onChange: (range: { from: string; to: string }) => void };

/** 'Any time' until the admin asks for a range; then antd's range picker, opened where they clicked. */
function WhenPicker({ from, to, onChange }: WhenProps) {
  const [wanted, setWanted] = useState(false);
  const stand = (
    <Input
      id="audit-filter-when"
      className="audit-filters__control"
      readOnly
      placeholder="Any time"
      onFocus={() => setWanted(true)}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted && !from && !to) return stand;
  return (
    <Suspense fallback={stand}>
      <AuditDateRange id="audit-filter-when" from={from} to={to} onChange={onChange} autoOpen={wanted} />
    </Suspense>
  );
}

const hasFilter = (filters: Filters) => Object.values(filters).some(Boolean);

/** A picker with its label above it (plain markup: antd's Form would cost /admin's first visit 8 kB for four labels). */
function FilterField({
  label,
  htmlFor,
  wide = false,
  children,
}: {
  label: string;
  htmlFor: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'audit-filters__field audit-filters__field--wide' : 'audit-filters__field'}>
      <label className="audit-filters__label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
    </div>
  );
}

type PickedFilter = 'entity' | 'action' | 'actor';

type FilterPickerProps = {
  filter: PickedFilter;
  label: string;
  placeholder: string;
  options: SelectProps['options'];
  /** Options found by typing their label. */
  searchable?: boolean;
  loading?: boolean;
  filters: Filters;
  onPick: (filter: PickedFilter, picked: string) => void;
};

/** One filter as a labelled select, cleared back to '' (no filter). */
function FilterPicker({ filter, label, searchable = false, filters, onPick, ...select }: FilterPickerProps) {
  const id = `audit-filter-${filter}`;
  return (
    <FilterField label={label} htmlFor={id}>
      <Select
        {...select}
        className="audit-filters__control"
        id={id}
        allowClear
        showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
        value={filters[filter] || undefined}
        onChange={(picked?: string) => onPick(filter, picked ?? '')}
      />
    </FilterField>
  );
}

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
  const pick = { filters: value, onPick: (filter: PickedFilter, picked: string) => set({ [filter]: picked }) };
  return (
    <div role="search" aria-label="Filter the audit log" className="audit-filters">
      <Flex gap={12} wrap align="end">
        <FilterPicker filter="entity" label="About" placeholder="Anything" options={ENTITY_OPTIONS} {...pick} />
        <FilterPicker
          filter="action"
          label="Action"
          placeholder="Any action"
          options={ACTION_OPTIONS}
          searchable
          {...pick}
        />
        <FilterPicker
          filter="actor"
          label="By"
          placeholder="Anyone"
          options={actors.options}
          loading={actors.loading}
          searchable
          {...pick}
        />
        <FilterField label="When" htmlFor="audit-filter-when" wide>
          <WhenPicker from={value.from} to={value.to} onChange={(range) => set(range)} />
        </FilterField>
        <Button disabled={!hasFilter(value)} onClick={() => onChange(NO_AUDIT_FILTERS)}>
          Clear filters
        </Button>
      </Flex>
    </div>
  );
}
