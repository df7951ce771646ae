import type { FieldBinding } from '../../../lib/use-schema-form';
import { SchemaTextAreaField, SchemaTextField } from '../../../components/schema-fields';
import { TextSection } from '../../../components/text-section';
import type { DetailSection, FieldInput, FormBinding, InputValue } from './field-table';

/** The form as a text input takes it: the table pairs each field with its input, so its value is text. */
export function textBinding(form: FormBinding): FieldBinding<string, Record<string, string>> {
  return form as unknown as FieldBinding<string, Record<string, string>>;
}

/** Text as stored (a missing one is empty). */
export const readText = (stored: unknown): string => (typeof stored === 'string' ? stored : '');

/** Nothing but spaces. */
export const isBlankText = (value: InputValue): boolean => typeof value !== 'string' || !value.trim();

type TextOptions = { maxLength?: number; maxWidth?: number; autoComplete?: string; placeholder?: string };

/** One line of text (a title, a key, a unit). */
export function textInput(options: TextOptions = {}): FieldInput {
  return {
    kind: 'text',
    blank: '',
    read: readText,
    write: (value) => value,
    isEmpty: isBlankText,
    render: ({ form, field, record: _record, ...item }) => (
      <SchemaTextField form={textBinding(form)} field={field} {...item} {...options} />
    ),
  };
}

/** Plain text over several lines, growing with it (a description). */
export function longTextInput(): FieldInput {
  return {
    kind: 'long-text',
    blank: '',
    read: readText,
    write: (value) => value,
    isEmpty: isBlankText,
    render: ({ form, field, record: _record, ...item }) => (
      <SchemaTextAreaField form={textBinding(form)} field={field} {...item} />
    ),
  };
}

/** A long text as a section of the detail: its lines as written, or `empty`. */
export function textSection(empty: string): DetailSection {
  return { section: (props) => <TextSection {...props} empty={empty} /> };
}
