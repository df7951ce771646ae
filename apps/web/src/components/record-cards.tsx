import type { MouseEvent, ReactNode } from 'react';
import { cardSlots } from './card-slots';
import type { RecordColumn } from './record-column';
import './record-cards.css';

type RecordCardsProps<T extends { id: string }> = {
  /** Names the list ('Decisions'). */
  label: string;
  columns: RecordColumn<T>[];
  rows: T[];
  emptyText?: string;
  /** A click anywhere on a card opens the record; its title link stays the keyboard's way in. */
  onOpen?: (row: T) => void;
};

/** What a column shows for a row: its render, else the value at its dataIndex. */
function cell<T extends { id: string }>(column: RecordColumn<T>, row: T, index: number): ReactNode {
  const { dataIndex } = column;
  const value =
    typeof dataIndex === 'string' || typeof dataIndex === 'number'
      ? (row as Record<string | number, unknown>)[dataIndex]
      : undefined;
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value as ReactNode;
}

/**
 * A list table's rows as stacked cards, for phones: the record's title on top, then every other
 * column as a label and its value, then the row's actions. Nothing is cut off or scrolls sideways.
 */
export function RecordCards<T extends { id: string }>({
  label,
  columns,
  rows,
  emptyText,
  onOpen,
}: RecordCardsProps<T>) {
  const { head, fields, actions } = cardSlots(columns);
  if (rows.length === 0) return emptyText ? <p className="text-secondary record-cards__empty">{emptyText}</p> : null;

  const open = (row: T) =>
    onOpen
      ? (event: MouseEvent<HTMLLIElement>) => {
          if ((event.target as HTMLElement).closest('a, button, input, [role="combobox"]')) return;
          onOpen(row);
        }
      : undefined;

  return (
    <ul className="record-cards" aria-label={label}>
      {rows.map((row, index) => (
        <li key={row.id} className={onOpen ? 'record-card record-card--clickable' : 'record-card'} onClick={open(row)}>
          {head ? <div className="record-card__title">{cell(head, row, index)}</div> : null}
          {fields.length > 0 ? (
            <dl className="record-card__fields">
              {fields.map((column) => (
                <div key={column.key} className="record-card__field">
                  <dt className="text-secondary">{column.title}</dt>
                  <dd>{cell(column, row, index)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {actions.map((column) => (
            <div key={column.key} className="record-card__actions">
              {cell(column, row, index)}
            </div>
          ))}
        </li>
      ))}
    </ul>
  );
}
