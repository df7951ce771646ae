import type { PagedList } from '../lib/use-paged-list';
import { ListLoadError, ListPager } from './list-pager';
import { PageLoader } from './page-loader';
import type { RecordColumn } from './record-column';
import { RecordTable } from './record-table';

type PagedTableProps<T extends { id: string }> = {
  list: PagedList<T>;
  /** Names the table's region ('Users'). */
  label: string;
  /** What the list holds, in the plural: 'Loading users...', 'Could not load users'. */
  noun: string;
  columns: RecordColumn<T>[];
  /** In place of the rows when there are none ('No users found'). */
  emptyText: string;
  /** Small for a table of many columns. */
  size?: 'small' | 'middle';
};

/** A paged list as a table inside a card of its own: loading, error with Try again, the rows, the pager. */
export function PagedTable<T extends { id: string }>({
  list,
  label,
  noun,
  columns,
  emptyText,
  size,
}: PagedTableProps<T>) {
  return (
    <>
      {list.isPending ? <PageLoader label={`Loading ${noun}...`} /> : null}
      <ListLoadError list={list} title={`Could not load ${noun}`} />
      {list.data ? (
        <>
          <RecordTable label={label} size={size} columns={columns} rows={list.data.items} emptyText={emptyText} />
          <ListPager list={list} noun={noun} />
        </>
      ) : null}
    </>
  );
}
