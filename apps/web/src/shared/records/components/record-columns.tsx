import { Link } from 'react-router-dom';
import { recordPath } from '../record-kind';
import { plainPreview } from '../../../lib/plain-preview';
import { previewText } from '../../../lib/preview-text';
import type { RecordColumn } from '../../../components/record-column';
import '../records.css';

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
