import { randomUUID } from 'node:crypto';
import type { EntityClass, EntityManager, RequiredEntityData } from '@mikro-orm/postgresql';
import type { Caller, EventType, EventValue, Page, PageQuery } from '@warroom/contracts';
import { readPage, type PageSql } from '@warroom/persistence';
import { recordPortalEvent } from './portal-event.js';
import { changedFields, eventFields, hasChanges, type FieldValue } from './event-data.js';
import { lockRecord } from './lock-record.js';

/** What every portal record has. */
export type PortalRecord = { id: string; createdAt: Date; updatedAt: Date };

/** The types of one record kind: its entity, detail, list item, create and update bodies, list query. */
export type RecordTypes = {
  entity: PortalRecord;
  view: unknown;
  summary: unknown;
  create: unknown;
  changes: unknown;
  listQuery: PageQuery;
};

type Entity<T extends RecordTypes> = T['entity'];
type Built<T extends RecordTypes> = Omit<RequiredEntityData<Entity<T>>, 'id' | 'createdAt' | 'updatedAt'>;
type EventData = Record<string, EventValue>;

/**
 * One kind of portal record, declared once: its entity, what its events are called, how its
 * list reads, how a create builds it, how a change applies and what its detail shows. Every
 * hook gets the transaction's entity manager, so a kind may read what it needs (the decision
 * a `supersededBy` names, a metric's latest points). `RecordService` makes list, get, create,
 * update and delete of it with the same rules for every kind.
 */
export type RecordKind<T extends RecordTypes> = {
  entity: EntityClass<Entity<T>>;
  /** As events and messages name it: `Document` makes `Document:<id>` and 'Document not found'. */
  name: string;
  events: { created: EventType; updated: EventType; deleted: EventType };
  /** One page of the list: plain rows, long texts cut to their previews (see `pagedList`). */
  list: (em: EntityManager, query: T['listQuery']) => Promise<Page<T['summary']>>;
  /** The detail, as every read and write answers it. */
  view: (record: Entity<T>, em: EntityManager) => T['view'] | Promise<T['view']>;
  /** The fields its events record and an update compares. */
  fields: (record: Entity<T>) => Record<string, FieldValue>;
  /** A new record's own fields, from a validated create body. */
  build: (data: T['create'], em: EntityManager) => Built<T> | Promise<Built<T>>;
  /** Sets what a validated change names; fields it leaves undefined stay as they are. */
  apply: (record: Entity<T>, changes: T['changes'], em: EntityManager) => void | Promise<void>;
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

/** A plain list: one page of `sql`'s rows made into summaries. */
export function pagedList<Row, Summary, Query extends PageQuery = PageQuery>(
  sql: (query: Query) => PageSql,
  toSummary: (row: Row) => Summary,
): (em: EntityManager, query: Query) => Promise<Page<Summary>> {
  return (em, query) => readPage(em, sql(query), query, toSummary);
}

type ById = { id: string };

/**
 * create / update / delete of a record kind, each with its outbox event in the same
 * transaction. Updates and deletes lock the row first: of parallel deletes one wins and the
 * others get 404 and write no event; an update that changes nothing writes no event.
 */
export class RecordService<T extends RecordTypes> {
  constructor(
    protected readonly em: EntityManager,
    protected readonly kind: RecordKind<T>,
  ) {}

  list({ query }: { query: T['listQuery'] }): Promise<Page<T['summary']>> {
    return this.kind.list(this.em, query);
  }

  async get({ params }: { params: ById }): Promise<T['view']> {
    return this.kind.view(await this.find(this.em, params.id), this.em);
  }

  create({ caller, body }: { caller: Caller; body: T['create'] }): Promise<T['view']> {
    return this.write(async (em) => {
      const now = new Date();
      const data = { ...(await this.kind.build(body, em)), id: randomUUID(), createdAt: now, updatedAt: now };
      const record = em.create(this.kind.entity, data as RequiredEntityData<Entity<T>>);
      const event = this.kind.createdData?.(record, body) ?? eventFields(this.kind.fields(record));
      recordPortalEvent(em, caller, this.kind.events.created, this.entityOf(record), event);
      this.kind.afterCreate?.(em, caller, record, body);
      await em.flush();
      return this.kind.view(record, em);
    });
  }

  update({ caller, params, body }: { caller: Caller; params: ById; body: T['changes'] }): Promise<T['view']> {
    return this.write(async (em) => {
      const record = await this.lock(em, params.id);
      const before = this.kind.fields(record);
      await this.kind.apply(record, body, em);
      const changed = changedFields(before, this.kind.fields(record));
      if (hasChanges(changed)) {
        record.updatedAt = new Date();
        recordPortalEvent(em, caller, this.kind.events.updated, this.entityOf(record), { changes: changed });
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
      const event = this.kind.deletedData?.(record, view) ?? eventFields(this.kind.fields(record));
      recordPortalEvent(em, caller, this.kind.events.deleted, this.entityOf(record), event);
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
