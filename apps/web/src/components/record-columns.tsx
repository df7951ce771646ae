import type { TableColumnType } from 'antd';
import { Link } from 'react-router-dom';
import { recordPath } from '../features/records/record-kind';
import { formatDate } from '../lib/format-date';
import { plainPreview } from '../lib/plain-preview';
import { previewText } from '../lib/preview-text';
import { RelativeTime } from './relative-time';
import '../styles/records.css';

type Dated = { createdAt: string; updatedAt: string };

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

/** The record kind a column links to: its list's route. */
type Linked = { listPath: string };

type TitleColumnOptions<T> = {
  /** The start of the record's longer text, as the list carries it (cut by the server), if any. */
  preview: (record: T) => string | null | undefined;
  /** Where the server cuts it: a preview this long gets an ellipsis. */
  previewLength: number;
  /** The preview on one line, cut with an ellipsis by the cell's width (the initiatives' descriptions). */
  oneLine?: boolean;
  /** The text is markdown: its preview shows the words without the syntax. */
  markdown?: boolean;
};

/** Title linked to the record, with the start of its longer text under it (SPEC.md section 9). */
export function titleColumn<T extends { id: string; title: string }>(
  kind: Linked,
  { preview, previewLength, oneLine = false, markdown = false }: TitleColumnOptions<T>,
): RecordColumn<T> {
  return {
    title: 'Title',
    key: 'title',
    card: 'title',
    // Wide enough for a few words a line where the table is narrow (beside the sidebar, 768 px up).
    minWidth: 200,
    render: (_: unknown, record: T) => {
      const text = (markdown ? plainPreview : previewText)(preview(record), previewLength);
      const link = (
        <Link to={recordPath(kind, record.id)} className="list-title">
          {record.title}
        </Link>
      );
      return oneLine ? (
        <div className="list-title-cell">
          {link}
          {text ? <span className="text-secondary list-title-cell__preview">{text}</span> : null}
        </div>
      ) : (
        <div>
          {link}
          {text ? <div className="text-secondary list-preview">{text}</div> : null}
        </div>
      );
    },
  };
}

export function createdColumn<T extends Dated>(): RecordColumn<T> {
  return { title: 'Created', key: 'createdAt', render: (_: unknown, record: T) => formatDate(record.createdAt) };
}

/** Updated, as a relative time. */
export function updatedColumn<T extends Dated>(): RecordColumn<T> {
  return {
    title: 'Updated',
    key: 'updatedAt',
    render: (_: unknown, record: T) => <RelativeTime iso={record.updatedAt} />,
  };
}
