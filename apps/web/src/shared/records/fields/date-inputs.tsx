import { SchemaDateField } from '../../../components/schema-date-field';
import { isoToLocalDateTime, localDateTimeToIso } from '../../../lib/local-date-time';
import type { FieldInput } from './field-table';
import { isBlankText, readText, textBinding } from './text-inputs';

/** A calendar day, 'YYYY-MM-DD' (as stored); empty sends nothing, or null for an optional one. */
export function dateInput(): FieldInput {
  return {
    kind: 'date',
    blank: '',
    read: readText,
    write: (value) => value || undefined,
    isEmpty: isBlankText,
    render: ({ form, field, record: _record, ...item }) => (
      <SchemaDateField form={textBinding(form)} field={field} kind="date" {...item} />
    ),
  };
}

/** A date and time in the viewer's time zone, sent as the ISO instant it names. */
export function dateTimeInput(): FieldInput {
  return {
    kind: 'date-time',
    blank: '',
    read: (stored) => (typeof stored === 'string' ? isoToLocalDateTime(stored) : ''),
    write: (value) => (typeof value === 'string' && value ? localDateTimeToIso(value) : undefined),
    isEmpty: isBlankText,
    render: ({ form, field, record: _record, ...item }) => (
      <SchemaDateField form={textBinding(form)} field={field} kind="date-time" {...item} />
    ),
  };
}
