import { type FormEvent, useEffect, useEffectEvent, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, fieldErrorsOf } from './field-errors';
import { serverFieldErrorsOf } from './server-field-errors';

/**
 * A form's schema, or how to load it: the public pages load theirs when the form is first
 * focused (or sent), so that zod is not evaluated with the page (issue 19).
 */
export type SchemaSource<Schema extends z.ZodType> = Schema | (() => Promise<Schema>);

export type SchemaFormOptions<Field extends string, Values, Schema extends z.ZodType> = {
  /** The fields in display order: the first with an error gets the focus. */
  fields: readonly Field[];
  /** Prefix of the inputs' ids: `${idPrefix}-${field}`. */
  idPrefix: string;
  initialValues: Values | (() => Values);
  /** The schema the server parses the body with (PRODUCT.md: the same zod schema on both sides). */
  schema: SchemaSource<Schema>;
  /** A schema that could not be loaded (the network is down): the form says so; nothing is sent. */
  onSchemaError?: (error: unknown) => void;
  /** The body the schema reads, from the form's values (the values themselves unless told). */
  toBody?: (values: Values) => unknown;
  /**
   * A field's message in place of the schema's when the field is left empty, where the form
   * says it better; a value the schema refuses keeps the schema's message.
   */
  emptyMessages?: Partial<Record<Field, string>>;
  /** The last failed save: its field errors (a 400's `errors`) are shown on the fields. */
  error: Error | null;
  onSubmit: (body: z.output<Schema>) => void;
  /** Edit forms, whose body is what changed: called in place of a save when nothing did. */
  onUnchanged?: () => void;
};

/** What the shared field components (`schema-fields.tsx`) need of a form: values, errors, change, ids. */
export type FieldBinding<Field extends string, Values extends Record<Field, unknown>> = {
  values: Values;
  errors: FieldErrors<Field>;
  change: <K extends Field>(field: K, value: Values[K]) => void;
  /** The props of a field's antd Form.Item: its label's target and its error. */
  fieldProps: (field: Field) => { htmlFor: string; validateStatus: 'error' | undefined; help: string | undefined };
  inputId: (field: Field) => string;
};

/** What useSchemaForm gives a form: its values and errors, and the handlers and props of its fields. */
export type SchemaForm<Field extends string, Values extends Record<Field, unknown>> = FieldBinding<Field, Values> & {
  submit: (event: FormEvent<HTMLFormElement>) => void;
  /** Starts loading a schema that is loaded on first use (the form's focus); nothing for one at hand. */
  prepare: () => void;
};

/** The props of a field's antd Form.Item: the input its label points at, and its error. */
export function fieldPropsOf(inputId: string, error: string | undefined) {
  return { htmlFor: inputId, validateStatus: error ? ('error' as const) : undefined, help: error };
}

/** Puts the focus on the first field, in display order, that has an error. */
function focusFirstError<Field extends string>(idPrefix: string, fields: readonly Field[], errors: FieldErrors<Field>) {
  const first = fields.find((field) => errors[field]);
  if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
}

/**
 * A form's values and field errors, validated with the contract's schema on submit: the
 * errors go on the fields and the first one gets the focus; a server's field errors replace
 * them after a failed save; changing a field clears its error.
 */
export function useSchemaForm<Field extends string, Values extends Record<Field, unknown>, Schema extends z.ZodType>({
  fields,
  idPrefix,
  initialValues,
  schema,
  toBody,
  emptyMessages,
  error,
  onSubmit,
  onUnchanged,
  onSchemaError,
}: SchemaFormOptions<Field, Values, Schema>): SchemaForm<Field, Values> {
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const inputId = (field: Field) => `${idPrefix}-${field}`;

  // A failed save's field errors, once per failure: the fields and the prefix as they are now,
  // so that a caller's inline `fields` array (new at every render) does not run it again.
  const showServerErrors = useEffectEvent((failure: Error) => {
    const found = serverFieldErrorsOf(failure, fields);
    setErrors(found);
    focusFirstError(idPrefix, fields, found);
  });
  useEffect(() => {
    if (error) showServerErrors(error);
  }, [error]);

  const change = <K extends Field>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = toBody ? toBody(values) : values;
    if (onUnchanged && typeof body === 'object' && body !== null && Object.keys(body).length === 0) {
      onUnchanged();
      return;
    }
    const check = (resolved: Schema) => {
      const parsed = resolved.safeParse(body);
      if (!parsed.success) {
        const found = fieldErrorsOf<Field>(parsed.error.issues, fields);
        for (const field of fields) {
          const message = emptyMessages?.[field];
          if (found[field] && message && values[field] === '') found[field] = message;
        }
        setErrors(found);
        focusFirstError(idPrefix, fields, found);
        return;
      }
      onSubmit(parsed.data as z.output<Schema>);
    };
    if (typeof schema === 'function') schema().then(check, (failure: unknown) => onSchemaError?.(failure));
    else check(schema);
  };

  const prepare = () => {
    if (typeof schema === 'function') schema().catch(() => undefined);
  };

  const fieldProps = (field: Field) => fieldPropsOf(inputId(field), errors[field]);

  return { values, errors, change, submit, prepare, fieldProps, inputId };
}
