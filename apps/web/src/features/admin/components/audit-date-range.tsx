import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

type Range = [Dayjs | null, Dayjs | null] | null;

export type AuditDateRangeProps = {
  id: string;
  from: string;
  to: string;
  /** The range's first and last moment (ISO), '' for an open end. */
  onChange: (range: { from: string; to: string }) => void;
  /** Opened as it loads: the admin asked for it. */
  autoOpen: boolean;
};

/** The date range of the audit log's filters; in a chunk of its own, loaded when first wanted. */
export function AuditDateRange({ id, from, to, onChange, autoOpen }: AuditDateRangeProps) {
  const value: Range = from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null;
  return (
    <DatePicker.RangePicker
      className="audit-filters__control"
      id={{ start: id, end: `${id}-end` }}
      allowEmpty={[true, true]}
      placeholder={['From', 'To']}
      format="MMM D, YYYY"
      autoFocus={autoOpen}
      defaultOpen={autoOpen}
      value={value}
      onChange={(next: Range) =>
        onChange({
          from: next?.[0]?.startOf('day').toISOString() ?? '',
          to: next?.[1]?.endOf('day').toISOString() ?? '',
        })
      }
    />
  );
}
