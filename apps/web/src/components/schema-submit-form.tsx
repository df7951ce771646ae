import { Button } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { type SchemaForm, type SchemaFormOptions, useSchemaForm } from '../lib/use-schema-form';
import { FormFrame } from './form-frame';

/** What a form is, apart from its save: its fields (in display order), their ids, first values and schema. */
export type SchemaFormSpec<
  Field extends string,
  Values extends Record<Field, unknown>,
  Schema extends z.ZodType,
> = Pick<SchemaFormOptions<Field, Values, Schema>, 'fields' | 'idPrefix' | 'initialValues' | 'schema'>;

/** A form's spec whose fields are the keys of its first values, in their order. */
export function schemaFormSpec<Values extends Record<string, unknown>, Schema extends z.ZodType>(
  idPrefix: string,
  schema: Schema,
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
  /** The title above the server's message when the save fails. */
  failedTitle: string;
  children: (form: SchemaForm<Field, Values>) => ReactNode;
};

/**
 * A form on a page of its own (the account pages): its fields, why the last save failed above
 * them (field errors on the fields), and one full-width submit button.
 */
export function SchemaSubmitForm<
  Field extends string,
  Values extends Record<Field, unknown>,
  Schema extends z.ZodType,
>({ spec, save, submit, failedTitle, children }: SchemaSubmitFormProps<Field, Values, Schema>) {
  const form = useSchemaForm({ ...spec, error: save.error, onSubmit: save.mutate });
  return (
    <FormFrame label={submit} failedTitle={failedTitle} error={save.error} onSubmit={form.submit}>
      {children(form)}
      <Button type="primary" htmlType="submit" block loading={save.isPending}>
        {submit}
      </Button>
    </FormFrame>
  );
}
