import { Table, type TablePaginationConfig } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useIsMobile } from '../lib/use-is-mobile';
import { RecordCards } from './record-cards';
import type { RecordColumn } from './record-columns';
import { ScrollRegion } from './scroll-region';

type RecordTableProps<T extends { id: string }> = {
  /** Names the scrollable region the table sits in ('Decisions'), or the list of cards. */
  label: string;
  columns: RecordColumn<T>[];
  rows: T[];
  size?: 'small' | 'middle';
  /** In place of the rows when there are none; lists with an empty state of their own never show it. */
  emptyText?: string;
  /** Pages of a table; the cards show every row. */
  pagination?: TablePaginationConfig | false;
  /** A click anywhere on a row opens this page; the row's link stays the keyboard's way in. */
  rowHref?: (row: T) => string;
  /**
   * Below 768 px the rows become stacked cards ('cards'), unless the table is a few narrow
   * columns that fit a phone as they are ('table').
   */
  narrow?: 'cards' | 'table';
};

/** The columns as antd takes them: without the card slot, which is ours. */
function tableColumns<T>(columns: RecordColumn<T>[]) {
  return columns.map(({ card: _card, ...column }) => column);
}

/**
 * The records of a list as a table, keyed by id, in a region that scrolls sideways where it
 * must; on phones as stacked cards. Every list table of the app is one of these, so they
 * change together.
 */
export function RecordTable<T extends { id: string }>({
  label,
  columns,
  rows,
  size = 'middle',
  emptyText,
  pagination = false,
  rowHref,
  narrow = 'cards',
}: RecordTableProps<T>) {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const open = rowHref ? (row: T) => void navigate(rowHref(row)) : undefined;

  if (isMobile && narrow === 'cards') {
    return <RecordCards label={label} columns={columns} rows={rows} emptyText={emptyText} onOpen={open} />;
  }
  return (
    <ScrollRegion label={label}>
      <Table<T>
        rowKey="id"
        size={size}
        columns={tableColumns(columns)}
        dataSource={rows}
        pagination={pagination}
        // antd greys the empty text below AA contrast; the app's secondary text colour reaches it.
        locale={emptyText ? { emptyText: <span className="text-secondary">{emptyText}</span> } : undefined}
        rowClassName={open ? 'clickable-row' : undefined}
        onRow={
          open
            ? (row) => ({
                onClick: (event) => {
                  if ((event.target as HTMLElement).closest('a')) return;
                  open(row);
                },
              })
            : undefined
        }
      />
    </ScrollRegion>
  );
}
