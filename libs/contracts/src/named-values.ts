/**
 * Closed sets of values (statuses, stages), declared once as their values: the names the code
 * uses are made from them (`IN_PROGRESS` is `InProgress`), so a name and its value cannot
 * drift apart, and the list that `z.enum` and menus take keeps their order.
 */

/** `IN_PROGRESS` as the code names it: `InProgress`. */
type NameOf<V extends string> = V extends `${infer Head}_${infer Tail}`
  ? `${Capitalize<Lowercase<Head>>}${NameOf<Tail>}`
  : Capitalize<Lowercase<V>>;

/** The values, each under its name. */
export type NamedValues<V extends string> = { readonly [K in V as NameOf<K>]: K };

/** One of a set's values: `ValueOf<typeof DecisionStatus>`. */
export type ValueOf<T> = T[keyof T];

const nameOf = (value: string): string =>
  value
    .toLowerCase()
    .split('_')
    .map((part) => `${part.charAt(0).toUpperCase()}${part.slice(1)}`)
    .join('');

/** `namedValues('BACKLOG', 'IN_PROGRESS')` is `{ Backlog: 'BACKLOG', InProgress: 'IN_PROGRESS' }`. */
export function namedValues<const V extends string>(...values: [V, ...V[]]): NamedValues<V> {
  return Object.freeze(Object.fromEntries(values.map((value) => [nameOf(value), value]))) as NamedValues<V>;
}

/** A set's values in their order, as `z.enum` takes them. */
export function valuesOf<T extends Record<string, string>>(set: T): [ValueOf<T>, ...ValueOf<T>[]] {
  return Object.values(set) as [ValueOf<T>, ...ValueOf<T>[]];
}
