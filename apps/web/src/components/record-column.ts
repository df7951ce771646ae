import type { TableColumnType } from 'antd';

/**
 * Where a column goes when, below 768 px, each row is a card: 'title' heads the card (the
 * record's name, one per table; without one the first column does), 'actions' ends it with no
 * label, and every other column is a labelled field, so nothing is cut off.
 */
export type CardSlot = 'title' | 'field' | 'actions';

/** A list table's column: a plain-text title, which labels the field on a card, and its slot there. */
export type RecordColumn<T> = Omit<TableColumnType<T>, 'title' | 'key'> & {
  title: string;
  key: string;
  card?: CardSlot;
};
