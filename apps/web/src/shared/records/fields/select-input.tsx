import { SchemaSelectField } from '../../../components/schema-select-field';
import type { FieldInput } from './field-table';
import { isBlankText, readText, textBinding } from './text-inputs';

type Option = { value: string; label: string };

/** One of fixed options (a status, a RAG); the first is a new record's unless the field says otherwise. */
export function selectInput(options: readonly Option[], { maxWidth }: { maxWidth?: number } = {}): FieldInput {
  return {
    kind: 'select',
    blank: options[0]?.value ?? '',
    read: readText,
    write: (value) => value,
    isEmpty: isBlankText,
    render: ({ form, field, record: _record, ...item }) => (
      <SchemaSelectField form={textBinding(form)} field={field} options={[...options]} maxWidth={maxWidth} {...item} />
    ),
  };
}
