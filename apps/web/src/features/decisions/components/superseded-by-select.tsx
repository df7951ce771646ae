import { Select } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDecisionSearch } from '../hooks/use-decision-search';
import '../decisions.css';

type Choice = { value: string; label: string };

type SupersededBySelectProps = {
  id: string;
  /** The decision being edited: never offered as its own replacement. */
  decisionId: string | undefined;
  /** The chosen decision's id and title (the detail's `supersededBy` and `supersededByTitle`). */
  initial: Choice | null;
  onChange: (id: string | null) => void;
};

const countFormat = new Intl.NumberFormat('en-US');

/**
 * 'Superseded by': a choice among the decisions the server finds by title (GET
 * /api/decisions?q=, a pause of 300 ms after typing), not a list of every decision. The
 * choice keeps its title whatever the search shows.
 */
export function SupersededBySelect({ id, decisionId, initial, onChange }: SupersededBySelectProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Choice | null>(initial);
  const q = useDebouncedValue(search.trim(), 300);
  const found = useDecisionSearch(q, open);
  const page = found.data;
  const options = (page?.items ?? [])
    .filter((decision) => decision.id !== decisionId)
    .map((decision) => ({ value: decision.id, label: decision.title }));
  const more = page ? page.total - page.items.length : 0;

  return (
    <Select<Choice | undefined>
      id={id}
      labelInValue
      allowClear
      placeholder="None"
      value={chosen ?? undefined}
      options={options}
      loading={found.isFetching}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSearch('');
      }}
      notFoundContent={found.isFetching ? 'Searching...' : q ? 'No decision with that title' : 'No other decisions'}
      popupRender={(menu) => (
        <>
          {menu}
          {more > 0 ? (
            <p className="text-secondary select-more">
              The newest {countFormat.format(page?.items.length ?? 0)} of {countFormat.format(page?.total ?? 0)} shown:
              type a title to find others.
            </p>
          ) : null}
        </>
      )}
      onChange={(choice) => {
        const next = choice ? { value: choice.value, label: String(choice.label) } : null;
        setChosen(next);
        onChange(next?.value ?? null);
      }}
      style={{ maxWidth: 480 }}
    />
  );
}
