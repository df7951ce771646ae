import type { TableColumnType } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate } from '../lib/format-date';
import { previewText } from '../lib/preview-text';
import { RelativeTime } from './relative-time';

type Dated = { createdAt: string; updatedAt: string };

type TitleColumnOptions<T> = {
  /** The record's page, e.g. `/documents/{id}`. */
  href: (record: T) => string;
  title: (record: T) => string;
  /** The start of the record's longer text, as the list carries it (cut by the server), if any. */
  preview: (record: T) => string | null | undefined;
  /** Where the server cuts it: a preview this long gets an ellipsis. */
  previewLength: number;
};

/** Title linked to the record, with the start of its longer text under it (SPEC.md section 9). */
export function titleColumn<T>({ href, title, preview, previewLength }: TitleColumnOptions<T>): TableColumnType<T> {
  return {
    title: 'Title',
    key: 'title',
    render: (_: unknown, record: T) => {
      const text = previewText(preview(record), previewLength);
      return (
        <div>
          <Link to={href(record)} className="list-title">
            {title(record)}
          </Link>
          {text ? <div className="text-secondary list-preview">{text}</div> : null}
        </div>
      );
    },
  };
}

export function createdColumn<T extends Dated>(): TableColumnType<T> {
  return { title: 'Created', key: 'createdAt', render: (_: unknown, record: T) => formatDate(record.createdAt) };
}

/** Updated, as a relative time. */
export function updatedColumn<T extends Dated>(): TableColumnType<T> {
  return {
    title: 'Updated',
    key: 'updatedAt',
    render: (_: unknown, record: T) => <RelativeTime iso={record.updatedAt} />,
  };
}
