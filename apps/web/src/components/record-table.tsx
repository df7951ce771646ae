import { Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ScrollRegion } from './scroll-region';

type RecordTableProps<T extends { id: string }> = {
  /** Names the scrollable region the table sits in ('Decisions'). */
  label: string;
  columns: TableColumnsType<T>;
  rows: T[];
  size?: 'small' | 'middle';
  /** In place of the rows when there are none; lists with an empty state of their own never show it. */
  emptyText?: string;
  pagination?: TablePaginationConfig | false;
  /** A click anywhere on a row opens this page; the row's link stays the keyboard's way in. */
  rowHref?: (row: T) => string;
};

/**
 * The records of a list as a table, keyed by id, in a region that scrolls sideways on narrow
 * screens. Every list table of the app is one of these, so they change together.
 */
export function RecordTable<T extends { id: string }>({
  label,
  columns,
  rows,
  size = 'middle',
  emptyText,
  pagination = false,
  rowHref,
}: RecordTableProps<T>) {
  const navigate = useNavigate();
  return (
    <ScrollRegion label={label}>
      <Table<T>
        rowKey="id"
        size={size}
        columns={columns}
        dataSource={rows}
        pagination={pagination}
        // antd greys the empty text below AA contrast; the app's secondary text colour reaches it.
        locale={emptyText ? { emptyText: <span className="text-secondary">{emptyText}</span> } : undefined}
        rowClassName={rowHref ? 'clickable-row' : undefined}
        onRow={
          rowHref
            ? (row) => ({
                onClick: (event) => {
                  if ((event.target as HTMLElement).closest('a')) return;
                  void navigate(rowHref(row));
                },
              })
            : undefined
        }
      />
    </ScrollRegion>
  );
}
