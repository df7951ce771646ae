import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  EventTypes,
  PREVIEW_LENGTH,
  type CreateInitiativeBody,
  type Initiative as InitiativeView,
  type InitiativeStatus,
  type PageQuery,
  type Rag,
  type UpdateInitiativeBody,
} from '@warroom/contracts';
import { isoOf } from '@warroom/persistence';
import { assignDefined, changed, textOrNull } from '../common/event-data.js';
import { pagedList, RecordService, type RecordKind } from '../common/record-kind.js';
import { Initiative, initiativeFields, toInitiativeView } from './initiative.entity.js';

type InitiativeRow = {
  id: string;
  title: string;
  description: string | null;
  status: InitiativeStatus;
  rag: Rag;
  due_date: string | null;
  created_at: Date;
  updated_at: Date;
};

type InitiativeTypes = {
  entity: Initiative;
  view: InitiativeView;
  summary: InitiativeView;
  create: CreateInitiativeBody;
  changes: UpdateInitiativeBody;
  listQuery: PageQuery;
};

export const initiativeKind: RecordKind<InitiativeTypes> = {
  entity: Initiative,
  name: 'Initiative',
  events: {
    created: EventTypes.initiativeCreated,
    updated: EventTypes.initiativeUpdated,
    deleted: EventTypes.initiativeDeleted,
  },
  list: pagedList(
    () => ({
      // The list shows a one-line description: its first 100 characters.
      columns: `id, title, left(description, ${PREVIEW_LENGTH.description}) as description, status, rag,
                to_char(due_date, 'YYYY-MM-DD') as due_date, created_at, updated_at`,
      from: 'initiatives',
      orderBy: 'created_at desc, id desc',
    }),
    (row: InitiativeRow) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      status: row.status,
      rag: row.rag,
      dueDate: row.due_date,
      createdAt: isoOf(row.created_at),
      updatedAt: isoOf(row.updated_at),
    }),
  ),
  view: toInitiativeView,
  fields: initiativeFields,
  build: (data) => ({
    title: data.title,
    description: textOrNull(data.description),
    status: data.status,
    rag: data.rag,
    dueDate: data.dueDate ?? null,
  }),
  apply: (initiative, changes) =>
    assignDefined(initiative, { ...changes, description: changed(changes.description, textOrNull) }),
};

/** Initiatives with their status, RAG and due day. */
@Injectable()
export class InitiativesService extends RecordService<InitiativeTypes> {
  constructor(em: EntityManager) {
    super(em, initiativeKind);
  }
}
