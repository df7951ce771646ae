import { serverFieldListOf } from './http';

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

/** antd Form.Item props for one field: the error status and message, if any. */
export function fieldStatus(errors: PathErrors, path: string) {
  const message = errors[path];
  return { validateStatus: message ? ('error' as const) : undefined, help: message };
}
