import { HttpError } from './http';

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

function isFieldError(value: unknown): value is { path: string; message: string } {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.path === 'string' && typeof record.message === 'string';
}

/** The `errors[]` of a 400 answer, by path; empty for any other failure. */
export function serverPathErrorsOf(error: unknown): PathErrors {
  if (!(error instanceof HttpError) || error.status !== 400 || !error.body) return {};
  try {
    const parsed: unknown = JSON.parse(error.body);
    const list = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>).errors : undefined;
    if (!Array.isArray(list)) return {};
    const errors: PathErrors = {};
    for (const item of list) {
      if (isFieldError(item)) errors[item.path] ??= item.message;
    }
    return errors;
  } catch {
    // Not JSON: no field errors to show.
    return {};
  }
}

/** antd Form.Item props for one field: the error status and message, if any. */
export function fieldStatus(errors: PathErrors, path: string) {
  const message = errors[path];
  return { validateStatus: message ? ('error' as const) : undefined, help: message };
}
