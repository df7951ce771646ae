import { Table, type TablePaginationConfig } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useElementWidth } from '../lib/use-element-width';
import { useIsMobile } from '../lib/use-is-mobile';
import { RecordCards } from './record-cards';
import type { RecordColumn } from './record-column';
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
   * Where the table has too little room for its columns (a phone, a tablet beside the sidebar)
   * its rows become stacked cards; false for a few narrow columns that fit a phone as they are.
   */
  cards?: boolean;
};

/** The room a column needs, at the least, before a table is better shown as cards. */
const COLUMN_ROOM_PX = { middle: 140, small: 100 } as const;

/** The columns as antd takes them: without the card slot, which is ours. */
function tableColumns<T>(columns: RecordColumn<T>[]) {
  return columns.map(({ card: _card, ...column }) => column);
}

/**
 * The records of a list as a table, keyed by id; as stacked cards where the table would not
 * fit (below about 140 px a column). Every list table of the app is one of these, so they
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
  cards = true,
}: RecordTableProps<T>) {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const width = useElementWidth(frame);
  const open = rowHref ? (row: T) => void navigate(rowHref(row)) : undefined;
  // Until the frame is measured (before the first paint), a phone is taken to be too narrow.
  const tooNarrow = width === undefined ? isMobile : width < columns.length * COLUMN_ROOM_PX[size];

  return (
    <div ref={setFrame}>
      {cards && tooNarrow ? (
        <RecordCards label={label} columns={columns} rows={rows} emptyText={emptyText} onOpen={open} />
      ) : (
        <TableOf
          label={label}
          columns={columns}
          rows={rows}
          size={size}
          emptyText={emptyText}
          pagination={pagination}
          onOpen={open}
        />
      )}
    </div>
  );
}

type TableOfProps<T extends { id: string }> = Omit<RecordTableProps<T>, 'rowHref' | 'cards'> & {
  onOpen: ((row: T) => void) | undefined;
};

/** The rows as an antd table in a region that scrolls sideways where it must. */
function TableOf<T extends { id: string }>({
  label,
  columns,
  rows,
  size,
  emptyText,
  pagination,
  onOpen: open,
}: TableOfProps<T>) {
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
