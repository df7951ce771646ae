import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { type KeyboardEvent, useState } from 'react';

/** The values a picker gives its form: a calendar day, or a local date and time to the minute. */
const VALUE_FORMAT = { date: 'YYYY-MM-DD', 'date-time': 'YYYY-MM-DDTHH:mm' } as const;
/** What the field shows and what one types into it: no day/month order to guess. */
const SHOWN_FORMAT = { date: 'YYYY-MM-DD', 'date-time': 'YYYY-MM-DD HH:mm' } as const;

export type PickerKind = keyof typeof VALUE_FORMAT;

type DateTimePickerProps = {
  kind: PickerKind;
  id: string;
  /** '' when empty; else a `VALUE_FORMAT` string (what a native date input gave). */
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  width?: number;
};

/**
 * antd's date (and time) picker over the same string values a native input had, so the forms'
 * schemas and conversions (`localDateTimeToIso`) stay as they are. A typed value is taken on
 * Enter or when the field is left, with no OK button to press; an emptied field is cleared.
 * Enter belongs to the picker: it takes the typed value and closes the calendar (or opens it),
 * and never sends the form around it, as it would from a plain text field.
 */
export function DateTimePicker({ kind, id, value, onChange, invalid, width }: DateTimePickerProps) {
  // Both value formats are ISO 8601 local times, which dayjs reads without a format.
  const parsed = value ? dayjs(value) : null;
  const withTime = kind === 'date-time';
  // Open and closed as the picker decides; known here so that Enter can still open it.
  const [open, setOpen] = useState(false);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter') return;
    // The picker has taken a valid typed value by now. No implicit submission of the form;
    // that also stops the picker's own handling of Enter, so it closes or opens here.
    event.preventDefault();
    setOpen(!open);
  };
  return (
    <DatePicker
      id={id}
      open={open}
      onOpenChange={setOpen}
      onKeyDown={onKeyDown}
      aria-invalid={invalid}
      status={invalid ? 'error' : undefined}
      value={parsed?.isValid() ? parsed : null}
      format={SHOWN_FORMAT[kind]}
      placeholder={SHOWN_FORMAT[kind]}
      showTime={withTime ? { format: 'HH:mm', minuteStep: 5 } : false}
      needConfirm={false}
      onChange={(next) => onChange(next ? next.format(VALUE_FORMAT[kind]) : '')}
      // Emptied with the keyboard (the clear button is the mouse's way): the picker alone would
      // put the old value back when the field is left.
      onBlur={(event) => {
        if (event.target instanceof HTMLInputElement && !event.target.value && value) onChange('');
      }}
      style={{ width: width ?? (withTime ? 240 : 180) }}
    />
  );
}
