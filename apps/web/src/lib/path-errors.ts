import type { FieldErrors } from './field-errors';
import { serverFieldListOf } from './error-body';
import { type FieldBinding, fieldPropsOf } from './use-schema-form';

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/**
 * Field errors keyed by their dotted path ('title', 'keyResults.0.target'): the first message
 * per path, as the server words its `errors[]` (PRODUCT.md section 2) and as zod finds them.
 */
export type PathErrors = Partial<Record<string, string>>;

export function pathErrorsOf(issues: readonly Issue[]): PathErrors {
  const errors: PathErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The `errors[]` of a 400 answer, by path; empty for any other failure. */
export function serverPathErrorsOf(error: unknown): PathErrors {
  const errors: PathErrors = {};
  for (const item of serverFieldListOf(error)) errors[item.path] ??= item.message;
  return errors;
}

type PathBindingOptions<Field extends string, Values extends Record<Field, unknown>> = {
  /** The part's values ('keyResults.0' of the whole: `{ title, current, ... }`). */
  values: Values;
  /** The whole form's errors, by path. */
  errors: PathErrors;
  /** The part's path in the whole, with its dot: 'keyResults.0.', or '' for the top level. */
  prefix: string;
  /** The id of the input at a path. */
  inputId: (path: string) => string;
  change: <K extends Field>(field: K, value: Values[K]) => void;
};

/**
 * One part of a form whose errors are keyed by path (an objective with its key results), as
 * the shared field components (`schema-fields.tsx`) take a form.
 */
export function pathBinding<Field extends string, Values extends Record<Field, unknown>>({
  values,
  errors,
  prefix,
  inputId,
  change,
}: PathBindingOptions<Field, Values>): FieldBinding<Field, Values> {
  const own: FieldErrors<Field> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (path.startsWith(prefix)) own[path.slice(prefix.length) as Field] = message;
  }
  return {
    values,
    errors: own,
    change,
    fieldProps: (field) => fieldPropsOf(inputId(`${prefix}${field}`), own[field]),
    inputId: (field) => inputId(`${prefix}${field}`),
  };
}
