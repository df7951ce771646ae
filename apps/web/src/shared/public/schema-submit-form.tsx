import type { ReactNode } from 'react';
import type { z } from 'zod';
import { type SchemaForm, type SchemaFormOptions, type SchemaSource, useSchemaForm } from '../../lib/use-schema-form';
import { FormError } from './form-error';
import { toast } from './toast';

/** What a form is, apart from its save: its fields (in display order), their ids, first values and schema. */
export type SchemaFormSpec<
  Field extends string,
  Values extends Record<Field, unknown>,
  Schema extends z.ZodType,
> = Pick<SchemaFormOptions<Field, Values, Schema>, 'fields' | 'idPrefix' | 'initialValues' | 'schema'>;

/** A form's spec whose fields are the keys of its first values, in their order; its schema may be loaded on first use. */
export function schemaFormSpec<Values extends Record<string, unknown>, Schema extends z.ZodType>(
  idPrefix: string,
  schema: SchemaSource<Schema>,
  initialValues: Values,
): SchemaFormSpec<keyof Values & string, Values, Schema> {
  return { fields: Object.keys(initialValues) as (keyof Values & string)[], idPrefix, initialValues, schema };
}

/** The save a form sends its valid body to: a mutation. */
export type FormSave<Body> = { error: Error | null; isPending: boolean; mutate: (body: Body) => void };

type SchemaSubmitFormProps<Field extends string, Values extends Record<Field, unknown>, Schema extends z.ZodType> = {
  spec: SchemaFormSpec<Field, Values, Schema>;
  save: FormSave<z.output<Schema>>;
  /** The submit button's text and the form's accessible name ('Reset Password'). */
  submit: string;
  /** The submit button's text while the save runs; the same unless told. */
  pending?: string;
  /** The title above the server's message when the save fails; without it the caller shows failures. */
  failedTitle?: string;
  children: (form: SchemaForm<Field, Values>) => ReactNode;
};

/** The form's checks could not be loaded: nothing was sent. */
function schemaUnavailable(): void {
  toast.error('The form could not be sent', 'Check your connection and try again.');
}

/**
 * A form on a page of its own (the account pages), validated with the contract's schema: its
 * fields, why the last save failed above them (field errors on the fields), and one
 * full-width submit button.
 */
export function SchemaSubmitForm<
  Field extends string,
  Values extends Record<Field, unknown>,
  Schema extends z.ZodType,
>({ spec, save, submit, pending = submit, failedTitle, children }: SchemaSubmitFormProps<Field, Values, Schema>) {
  const form = useSchemaForm({ ...spec, error: save.error, onSubmit: save.mutate, onSchemaError: schemaUnavailable });
  return (
    <form noValidate onSubmit={form.submit} onFocus={form.prepare} aria-label={submit} className="lp-form">
      {failedTitle ? <FormError title={failedTitle} error={save.error} /> : null}
      {children(form)}
      <button type="submit" className="lp-button lp-button--primary lp-button--block" disabled={save.isPending}>
        {save.isPending ? pending : submit}
      </button>
    </form>
  );
}
