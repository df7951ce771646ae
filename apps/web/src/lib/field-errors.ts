type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message per top-level field, in the schema's order. */
export function fieldErrorsOf<K extends string>(issues: readonly Issue[], fields?: readonly K[]): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string') continue;
    if (fields && !fields.includes(field as K)) continue;
    const key = field as K;
    errors[key] ??= issue.message;
  }
  return errors;
}

export function hasErrors<K extends string>(errors: FieldErrors<K>): boolean {
  return Object.keys(errors).length > 0;
}
