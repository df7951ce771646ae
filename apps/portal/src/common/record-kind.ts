import { randomUUID } from 'node:crypto';
import type { EntityClass, EntityManager, FilterQuery, RequiredEntityData } from '@mikro-orm/postgresql';
import { DomainError, ErrorCode, type Caller, type EventType, type Page, type PageQuery } from '@warroom/contracts';
import { lockRow, readPage, type PageSql } from '@warroom/persistence';
import { recordPortalEvent } from './portal-event.js';
import { changedFields, eventFields, hasChanges, type FieldValue } from './event-data.js';

type ById = { id: string };

/** What every portal record has. */
export type PortalRecord = { id: string; createdAt: Date; updatedAt: Date };

/**
 * One kind of portal record, declared once: its entity, what its events are called, what
 * its list reads, how a create builds it and how a change applies. `RecordService` makes
 * list, get, create, update and delete of it with the same rules for every kind.
 */
export type RecordKind<E extends PortalRecord, View, Create, Changes, Row> = {
  entity: EntityClass<E>;
  /** As events and messages name it: `Document` makes `Document:<id>` and 'Document not found'. */
  name: string;
  events: { created: EventType; updated: EventType; deleted: EventType };
  /** The list's query (no filter: every record, in its order); long texts cut to their previews. */
  list: Omit<PageSql, 'where' | 'params'>;
  rowView: (row: Row) => View;
  view: (record: E) => View;
  /** The fields its events record and an update compares. */
  fields: (record: E) => Record<string, FieldValue>;
  /** A new record's own fields, from a validated create body. */
  build: (data: Create) => Omit<RequiredEntityData<E>, 'id' | 'createdAt' | 'updatedAt'>;
  /** Sets what a validated change names; fields it leaves undefined stay as they are. */
  apply: (record: E, changes: Changes) => void | Promise<void>;
};

export type Written<E> = { record: E; em: EntityManager };

/**
 * create / update / delete of a record kind, each with its outbox event in the same
 * transaction. Updates and deletes lock the row first: of parallel deletes one wins and the
 * others get 404 and write no event; an update that changes nothing writes no event.
 */
export class RecordService<E extends PortalRecord, View, Create, Changes, Row> {
  constructor(
    protected readonly em: EntityManager,
    protected readonly kind: RecordKind<E, View, Create, Changes, Row>,
  ) {}

  list({ query }: { query: PageQuery }): Promise<Page<View>> {
    return readPage(this.em, this.kind.list, query, this.kind.rowView);
  }

  async get({ params }: { params: ById }): Promise<View> {
    return this.kind.view(await this.find(this.em, params.id));
  }

  create({ caller, body }: { caller: Caller; body: Create }): Promise<View> {
    return this.em.transactional(async (em) => {
      const now = new Date();
      const record = em.create(this.kind.entity, {
        ...this.kind.build(body),
        id: randomUUID(),
        createdAt: now,
        updatedAt: now,
      } as RequiredEntityData<E>);
      recordPortalEvent(
        em,
        caller,
        this.kind.events.created,
        `${this.kind.name}:${record.id}`,
        eventFields(this.kind.fields(record)),
      );
      await em.flush();
      return this.kind.view(record);
    });
  }

  update({ caller, params, body }: { caller: Caller; params: ById; body: Changes }): Promise<View> {
    return this.em.transactional(async (em) => {
      const record = await this.lock(em, params.id);
      const before = this.kind.fields(record);
      await this.kind.apply(record, body);
      const changed = changedFields(before, this.kind.fields(record));
      if (hasChanges(changed)) {
        record.updatedAt = new Date();
        recordPortalEvent(em, caller, this.kind.events.updated, `${this.kind.name}:${record.id}`, { changes: changed });
      }
      await em.flush();
      return this.kind.view(record);
    });
  }

  delete({ caller, params }: { caller: Caller; params: ById }): Promise<View> {
    return this.em.transactional(async (em) => {
      const record = await this.lock(em, params.id);
      const view = this.kind.view(record);
      await this.beforeDelete(em, caller, record);
      em.remove(record);
      recordPortalEvent(
        em,
        caller,
        this.kind.events.deleted,
        `${this.kind.name}:${record.id}`,
        eventFields(this.kind.fields(record)),
      );
      await em.flush();
      return view;
    });
  }

  /** What a kind does to records that point at one being deleted (none by default). */
  protected async beforeDelete(_em: EntityManager, _caller: Caller, _record: E): Promise<void> {}

  /** The record, read for a change: locked until the transaction ends; 404 when it is gone. */
  protected async lock(em: EntityManager, id: string): Promise<E> {
    if (!(await lockRow(em, this.kind.entity, id))) throw this.notFound();
    return this.find(em, id);
  }

  protected async find(em: EntityManager, id: string): Promise<E> {
    const record = await em.findOne(this.kind.entity, { id } as FilterQuery<E>);
    if (!record) throw this.notFound();
    return record;
  }

  protected notFound(): DomainError {
    return new DomainError(ErrorCode.NotFound, `${this.kind.name} not found`);
  }
}
