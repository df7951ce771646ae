import { randomUUID } from 'node:crypto';
import type { EntityClass, EntityManager, RequiredEntityData } from '@mikro-orm/postgresql';
import {
  EventTypes,
  type Caller,
  type EventType,
  type EventValue,
  type Page,
  type PageQuery,
} from '@warroom/contracts';
import { recordPortalEvent } from './portal-event.js';
import { changedFields, eventFields, hasChanges, type FieldValue } from './event-data.js';
import { lockRecord } from './lock-record.js';
import { fieldValues, storedFields } from './record-fields.js';

/** What every portal record has. */
export type PortalRecord = { id: string; createdAt: Date; updatedAt: Date };

/** The types of one record kind: its entity, detail, list item, create and update bodies, list query. */
export type RecordTypes = {
  entity: PortalRecord;
  view: unknown;
  summary: unknown;
  create: object;
  changes: object;
  listQuery: PageQuery;
};

/** The types of a kind whose list items are its details, read a page at a time. */
export type PlainKindTypes<E extends PortalRecord, View, Create extends object, Changes extends object> = {
  entity: E;
  view: View;
  summary: View;
  create: Create;
  changes: Changes;
  listQuery: PageQuery;
};

/** The portal's record kinds, as their events and messages name them. */
export type RecordName = 'Objective' | 'Initiative' | 'Decision' | 'Metric' | 'Meeting' | 'Document';

/** A kind's three events, named from it: `Document` has `document.created`, `.updated` and `.deleted`. */
export function recordEvents(name: RecordName): { created: EventType; updated: EventType; deleted: EventType } {
  const prefix = `${name[0]!.toLowerCase()}${name.slice(1)}` as Uncapitalize<RecordName>;
  return {
    created: EventTypes[`${prefix}Created`],
    updated: EventTypes[`${prefix}Updated`],
    deleted: EventTypes[`${prefix}Deleted`],
  };
}

type Entity<T extends RecordTypes> = T['entity'];
/** A new record's own fields: all but its id and times, which the service sets. */
type Built<T extends RecordTypes> = Partial<Entity<T>>;
type EventData = Record<string, EventValue>;

/**
 * One kind of portal record, declared once: its entity, what its events are called, its fields,
 * how its list reads and what its detail shows; where a kind needs more, how a create builds it
 * and how a change applies. Every hook gets the transaction's entity manager, so a kind may
 * read what it needs (the decision a `supersededBy` names, a metric's latest points).
 * `RecordService` makes list, get, create, update and delete of it with the same rules for
 * every kind.
 */
export type RecordKind<T extends RecordTypes> = {
  entity: EntityClass<Entity<T>>;
  /**
   * As events and messages name it: `Document` makes `Document:<id>`, 'Document not found' and
   * the events `document.created`, `document.updated` and `document.deleted`.
   */
  name: RecordName;
  /**
   * Its fields, as its contract and its entity name them (`fieldNames`): what its events record
   * and an update compares, and, unless `build` and `apply` say otherwise, what a create and a
   * change store (`storedFields`).
   */
  fields: readonly (keyof Entity<T> & string)[];
  /** One page of the list: rows read by `pageOf` (`listColumns`: long texts cut to their previews). */
  list: (em: EntityManager, query: T['listQuery']) => Promise<Page<T['summary']>>;
  /** The detail, as every read and write answers it. */
  view: (record: Entity<T>, em: EntityManager) => T['view'] | Promise<T['view']>;
  /** A new record's own fields from a validated create body, when they are more than its fields. */
  build?: (data: T['create'], em: EntityManager) => Built<T> | Promise<Built<T>>;
  /** Sets what a validated change names, when it is more than its fields; what it leaves undefined stays. */
  apply?: (record: Entity<T>, changes: T['changes'], em: EntityManager) => void | Promise<void>;
  /** A rule across fields that a record must keep after a create or a change (a 400 when broken). */
  check?: (record: Entity<T>) => void;
  /** Relations the detail needs loaded with the record. */
  populate?: readonly string[];
  /** What a create adds beside the record (an objective's key results), after its event, before the flush. */
  afterCreate?: (em: EntityManager, caller: Caller, record: Entity<T>, data: T['create']) => void;
  /** What the created event records, when it is more than the fields. */
  createdData?: (record: Entity<T>, data: T['create']) => EventData;
  /** What the deleted event records, when it is more than the fields. */
  deletedData?: (record: Entity<T>, view: T['view']) => EventData;
  /** What a delete does to records that point at this one, before it goes. */
  beforeDelete?: (em: EntityManager, caller: Caller, record: Entity<T>) => Promise<void>;
  /** A database refusal the kind answers in words (a taken key, a reference deleted meanwhile). */
  refusal?: (error: unknown) => Error | undefined;
};

type ById = { id: string };

/**
 * create / update / delete of a record kind, each with its outbox event in the same
 * transaction. Updates and deletes lock the row first: of parallel deletes one wins and the
 * others get 404 and write no event; an update that changes nothing writes no event.
 */
export class RecordService<T extends RecordTypes> {
  private readonly events: ReturnType<typeof recordEvents>;

  constructor(
    protected readonly em: EntityManager,
    protected readonly kind: RecordKind<T>,
  ) {
    this.events = recordEvents(kind.name);
  }

  list({ query }: { query: T['listQuery'] }): Promise<Page<T['summary']>> {
    return this.kind.list(this.em, query);
  }

  async get({ params }: { params: ById }): Promise<T['view']> {
    return this.kind.view(await this.find(this.em, params.id), this.em);
  }

  create({ caller, body }: { caller: Caller; body: T['create'] }): Promise<T['view']> {
    return this.write(async (em) => {
      const now = new Date();
      const fields = this.kind.build
        ? await this.kind.build(body, em)
        : storedFields(em, this.kind.entity, this.kind.fields, body, { create: true });
      const data = { ...fields, id: randomUUID(), createdAt: now, updatedAt: now };
      const record = em.create(this.kind.entity, data as RequiredEntityData<Entity<T>>);
      this.kind.check?.(record);
      const event = this.kind.createdData?.(record, body) ?? eventFields(this.fieldsOf(record));
      recordPortalEvent(em, caller, this.events.created, this.entityOf(record), event);
      this.kind.afterCreate?.(em, caller, record, body);
      await em.flush();
      return this.kind.view(record, em);
    });
  }

  update({ caller, params, body }: { caller: Caller; params: ById; body: T['changes'] }): Promise<T['view']> {
    return this.write(async (em) => {
      const record = await this.lock(em, params.id);
      const before = this.fieldsOf(record);
      if (this.kind.apply) await this.kind.apply(record, body, em);
      else Object.assign(record, storedFields(em, this.kind.entity, this.kind.fields, body, { create: false }));
      this.kind.check?.(record);
      const changed = changedFields(before, this.fieldsOf(record));
      if (hasChanges(changed)) {
        record.updatedAt = new Date();
        recordPortalEvent(em, caller, this.events.updated, this.entityOf(record), { changes: changed });
        await em.flush();
      }
      return this.kind.view(record, em);
    });
  }

  delete({ caller, params }: { caller: Caller; params: ById }): Promise<T['view']> {
    return this.write(async (em) => {
      const record = await this.lock(em, params.id);
      const view = await this.kind.view(record, em);
      await this.kind.beforeDelete?.(em, caller, record);
      em.remove(record);
      const event = this.kind.deletedData?.(record, view) ?? eventFields(this.fieldsOf(record));
      recordPortalEvent(em, caller, this.events.deleted, this.entityOf(record), event);
      await em.flush();
      return view;
    });
  }

  /** The record, read for a change: locked until the transaction ends; 404 when it is gone. */
  protected lock(em: EntityManager, id: string): Promise<Entity<T>> {
    return lockRecord(em, this.kind.entity, id, this.kind.name, this.kind.populate);
  }

  protected async find(em: EntityManager, id: string): Promise<Entity<T>> {
    return lockRecord(em, this.kind.entity, id, this.kind.name, this.kind.populate, { lock: false });
  }

  /** The fields its events record and an update compares, as views carry them. */
  private fieldsOf(record: Entity<T>): Record<string, FieldValue> {
    // Each is a value of a view: text, a number, a boolean or null.
    return fieldValues(record, this.kind.fields) as Record<string, FieldValue>;
  }

  private entityOf(record: Entity<T>): string {
    return `${this.kind.name}:${record.id}`;
  }

  /** A transaction whose database refusals the kind may put in words. */
  private async write<R>(run: (em: EntityManager) => Promise<R>): Promise<R> {
    try {
      return await this.em.transactional(run);
    } catch (error) {
      throw this.kind.refusal?.(error) ?? error;
    }
  }
}
