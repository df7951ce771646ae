import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { FieldBinding } from '../../../lib/use-schema-form';

/**
 * A record kind's fields, declared once: the form, the detail and the list of the kind read
 * them. Adding a field to a kind is the contract, the table declaration and a migration on the
 * server, and one entry here.
 */

/** What an input holds while it is edited: text (dates as typed too), a number, a choice, or nothing. */
export type InputValue = string | number | null;
export type FormValues = Record<string, InputValue>;
/** A form as the inputs see it (`useSchemaForm`'s, or a part of a larger one). */
export type FormBinding = FieldBinding<string, FormValues>;

export type InputKind = 'text' | 'long-text' | 'markdown' | 'date' | 'date-time' | 'select' | 'number' | 'custom';

/** What an input is given to draw itself; `record` is the record edited (none for a new one). */
export type InputProps<R = unknown> = {
  form: FormBinding;
  field: string;
  label: string;
  required?: boolean;
  /** The hint under the input. */
  extra?: string;
  className?: string;
  record?: R;
};

/**
 * An input kind: how it draws, what a new record starts with, how it reads a stored value and
 * what it sends. Each kind has a module of its own (`text-inputs`, `markdown-input`, ...), so
 * a form loads only the inputs its table names (the markdown editor is ~50 kB gzip).
 */
export type FieldInput<R = unknown> = {
  readonly kind: InputKind;
  /** A new record's value. */
  readonly blank: InputValue;
  /** The input's value for the record's stored one. */
  readonly read: (stored: unknown) => InputValue;
  /** The body's value for the input's; undefined is not sent, so the schema says it is missing. */
  readonly write: (value: InputValue) => unknown;
  /** Nothing typed or chosen: an optional field sends null (it clears). */
  readonly isEmpty: (value: InputValue) => boolean;
  readonly render: (props: InputProps<R>) => ReactNode;
};

/** How a value reads on a row of the list or on the detail (whose record is a row too, with more). */
export type Show<S> = (row: S) => ReactNode;

/** The list's title column: the record's title linked to it, and the start of a longer field under it. */
export type TitleColumn<S> = {
  /** The field whose start shows under the title, as the list carries it (the server cuts it). */
  readonly preview: keyof S & string;
  /** Where the server cuts it: a preview this long gets an ellipsis. */
  readonly previewLength: number;
  /** On one line, cut by the cell's width. */
  readonly oneLine?: boolean;
};

/** A column of the list: the label over the field's `show`, unless told otherwise. */
export type ListColumn<S> = { readonly header?: string; readonly show?: Show<S> };

/** A fact of the detail (in the line of facts): the label and the field's `show`, unless told otherwise. */
export type DetailFact<S> = { readonly label?: string; readonly show?: Show<S>; readonly className?: string };

/** What a section of the detail is given: its heading and the field's text. */
export type SectionProps = {
  id: string;
  title: string;
  /** The heading's level: 3 inside a card with a title of its own. */
  level: 2 | 3;
  text: string | null;
  /** The record's name, which labels a section without a heading (a document's body). */
  name: string;
};

/** A section of the detail below its facts (a description, markdown), drawn by a module of its own. */
export type DetailSection = { readonly section: (props: SectionProps) => ReactNode };

type Display<S> = {
  readonly label: string;
  readonly show?: Show<S>;
  /** The list shows it: a column (`true`: the label over `show`), or the title column. */
  readonly list?: true | ListColumn<S> | { readonly title: TitleColumn<S> };
  /** The detail shows it: among its facts, or as a section below them. */
  readonly detail?: 'fact' | DetailFact<S> | DetailSection;
};

/** A field of the contract that the form edits (and the list and detail may show). */
export type InputField<R, S> = Display<S> & {
  /** The field's name in the contract's body and view. */
  readonly name: keyof R & string;
  readonly input: FieldInput<R>;
  /** Marked as required; the schema decides. */
  readonly required?: boolean;
  /** Left empty, it sends null: the record has none (or no longer has one). */
  readonly optional?: boolean;
  readonly hint?: string;
  /** Said in place of the schema's message when the field is left empty, where the form says it better. */
  readonly emptyMessage?: string;
  /** A new record's value, where not the input's blank (a status's default). */
  readonly initial?: InputValue;
  /** Side by side with the inline fields next to it (short choices and dates). */
  readonly inline?: boolean;
};

/** Something the list or the detail shows that no form edits: when it was made, a state worked out of fields. */
export type ShownField<S> = Display<S> & { readonly name: string; readonly input?: undefined };

export type RecordField<R, S = R> = InputField<R, S> | ShownField<S>;

/**
 * A kind's table: its fields in order (the form's order; the list's columns and the detail's
 * facts and sections keep it), and the schema its form checks the body with, the one the server
 * parses it with. R is the record as its detail reads it; S as its list does (a summary).
 */
export type FieldTable<R extends S, S, Schema extends z.ZodType> = {
  readonly schema: Schema;
  readonly fields: readonly RecordField<R, S>[];
};

/** A table, its types worked out from its declaration: `fieldTable<Decision, DecisionSummary>()({ ... })`. */
export function fieldTable<R extends S, S = R>() {
  return <Schema extends z.ZodType>(table: FieldTable<R, S, Schema>) => table;
}

export function isInputField<R, S>(field: RecordField<R, S>): field is InputField<R, S> {
  return field.input !== undefined;
}

export function inputFieldsOf<R, S>(fields: readonly RecordField<R, S>[]): InputField<R, S>[] {
  return fields.filter(isInputField);
}

/** A row's value of a field, by its name. */
export function valueOf(row: unknown, name: string): unknown {
  return typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[name] : undefined;
}

/** The inputs' values: the record's, or a new record's. */
export function formValuesOf<R, S>(fields: readonly InputField<R, S>[], record?: R): FormValues {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      record === undefined ? (field.initial ?? field.input.blank) : field.input.read(valueOf(record, field.name)),
    ]),
  );
}

/** The body the schema checks: each input's value as it is sent, null for an optional one left empty. */
export function bodyOf<R, S>(fields: readonly InputField<R, S>[], values: FormValues): Record<string, unknown> {
  return Object.fromEntries(
    fields.map(({ name, input, optional }) => {
      const value = values[name] ?? null;
      return [name, optional && input.isEmpty(value) ? null : input.write(value)];
    }),
  );
}

/**
 * What an edit sends (PATCH): the fields whose input changed, as the checked body has them
 * (null where a field was cleared); nothing when none did.
 */
export function changesOf<R, S, Body>(
  fields: readonly InputField<R, S>[],
  start: FormValues,
  values: FormValues,
  body: Body,
): Partial<Body> {
  const changes: Partial<Record<string, unknown>> = {};
  for (const { name } of fields) {
    if (values[name] !== start[name]) changes[name] = valueOf(body, name) ?? null;
  }
  return changes as Partial<Body>;
}
