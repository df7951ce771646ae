import type { EntityClass, EntityManager, EntityProperty } from '@mikro-orm/postgresql';

/*
 * A record kind's fields, named once: by its contract (the keys of its record schema), which
 * are its entity's property names. The list's columns, the detail, what events record and an
 * update compares, and what a create or a change stores are all read from that one list, so a
 * new field is the contract, the entity and a migration.
 */

/** What every record has beside its fields. */
type Stamp = 'id' | 'createdAt' | 'updatedAt';
const STAMPS: ReadonlySet<string> = new Set(['id', 'createdAt', 'updatedAt']);

/**
 * The fields a contract's record schema names: its keys but the id, the two times and `derived`
 * (what the answer adds that is not a column, e.g. a metric's points).
 */
export function fieldNames<const Shape extends object, const Derived extends keyof Shape & string = never>(
  schema: { shape: Shape },
  derived: readonly Derived[] = [],
): Exclude<keyof Shape & string, Stamp | Derived>[] {
  const left = new Set<string>([...STAMPS, ...derived]);
  return Object.keys(schema.shape).filter(
    (name): name is Exclude<keyof Shape & string, Stamp | Derived> => !left.has(name),
  );
}

type Shown<V> = V extends Date ? string : V extends { id: infer Id } ? Id : V;

/** A field as views and events carry it: an instant as ISO text, a reference as its id, none as null. */
export type ViewValue<V> = Shown<NonNullable<V>> | (V extends NonNullable<V> ? never : null);

/** The fields `K` of `E` as views carry them. */
export type FieldsView<E, K extends keyof E> = { -readonly [P in K]-?: ViewValue<E[P]> };

/**
 * A record as its entity holds it, or as a row of a list reads it (`selected`: a reference as its
 * id, an instant as ISO text).
 */
export type RecordIn<E, K extends keyof E> = { id: string; createdAt: Date | string; updatedAt: Date | string } & {
  [P in K]: E[P] | ViewValue<E[P]>;
};

export type RecordView<E, K extends keyof E> = { id: string } & FieldsView<E, K> & {
    createdAt: string;
    updatedAt: string;
  };

/** An instant as views carry it; a row read it as that text already. */
const isoText = (instant: Date | string): string => (typeof instant === 'string' ? instant : instant.toISOString());

function viewValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && 'id' in value) return value.id;
  return value;
}

/** The fields `names` of a record (an entity or a row) as views and events carry them. */
export function fieldValues(record: object, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, viewValue(Reflect.get(record, name))]));
}

/** The fields of a record, typed from its entity. */
export function viewFields<E extends object, K extends keyof E & string>(
  record: RecordIn<E, K> | E,
  names: readonly K[],
): FieldsView<E, K> {
  // fieldValues gives each field as ViewValue describes it.
  return fieldValues(record, names) as FieldsView<E, K>;
}

/**
 * A kind's one view of a record, from its entity or from a row of its list: the id, the fields
 * and the two times in ISO 8601. `entity` only names the type.
 */
export function recordView<E extends object, const K extends keyof E & string>(
  _entity: EntityClass<E>,
  names: readonly K[],
) {
  return (record: RecordIn<E, K>): RecordView<E, K> => ({
    id: record.id,
    ...viewFields<E, K>(record, names),
    createdAt: isoText(record.createdAt),
    updatedAt: isoText(record.updatedAt),
  });
}

/**
 * A create body's or a change's fields as the entity stores them: an instant as a Date, an
 * empty optional text as none. A change sets only what it names (undefined: left as it is); a
 * create leaves an optional field it does not name as none.
 */
export function storedFields<E extends object>(
  em: EntityManager,
  entity: EntityClass<E>,
  names: readonly (keyof E & string)[],
  body: object,
  { create }: { create: boolean },
): Partial<E> {
  const properties = new Map<string, EntityProperty>(
    em
      .getMetadata()
      .get(entity)
      .props.map((property) => [property.name, property]),
  );
  const given = new Map(Object.entries(body));
  const stored: Record<string, unknown> = {};
  for (const name of names) {
    const property = properties.get(name);
    const value: unknown = given.get(name);
    if (value === undefined) {
      if (create && property?.nullable) stored[name] = null;
    } else if (value === '' && property?.nullable) {
      stored[name] = null;
    } else {
      stored[name] = typeof value === 'string' && property?.runtimeType === 'Date' ? new Date(value) : value;
    }
  }
  // Each of the entity's own fields, in the type its metadata declares.
  return stored as Partial<E>;
}
