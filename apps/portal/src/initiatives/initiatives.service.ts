import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  EventTypes,
  PREVIEW_LENGTH,
  type CreateInitiativeBody,
  type Initiative as InitiativeView,
  type InitiativeStatus,
  type Rag,
  type UpdateInitiativeBody,
} from '@warroom/contracts';
import { isoOf } from '@warroom/persistence';
import { textOrNull } from '../common/event-data.js';
import { RecordService, type RecordKind } from '../common/record-kind.js';
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

export const initiativeKind: RecordKind<
  Initiative,
  InitiativeView,
  CreateInitiativeBody,
  UpdateInitiativeBody,
  InitiativeRow
> = {
  entity: Initiative,
  name: 'Initiative',
  events: {
    created: EventTypes.initiativeCreated,
    updated: EventTypes.initiativeUpdated,
    deleted: EventTypes.initiativeDeleted,
  },
  list: {
    // The list shows a one-line description: its first 100 characters.
    columns: `id, title, left(description, ${PREVIEW_LENGTH.description}) as description, status, rag,
              to_char(due_date, 'YYYY-MM-DD') as due_date, created_at, updated_at`,
    from: 'initiatives',
    orderBy: 'created_at desc, id desc',
  },
  rowView: (row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    rag: row.rag,
    dueDate: row.due_date,
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  }),
  view: toInitiativeView,
  fields: initiativeFields,
  build: (data) => ({
    title: data.title,
    description: textOrNull(data.description),
    status: data.status,
    rag: data.rag,
    dueDate: data.dueDate ?? null,
  }),
  apply: (initiative, changes) => {
    if (changes.title !== undefined) initiative.title = changes.title;
    if (changes.description !== undefined) initiative.description = textOrNull(changes.description);
    if (changes.status !== undefined) initiative.status = changes.status;
    if (changes.rag !== undefined) initiative.rag = changes.rag;
    if (changes.dueDate !== undefined) initiative.dueDate = changes.dueDate;
  },
};

/** Initiatives with their status, RAG and due day. */
@Injectable()
export class InitiativesService extends RecordService<
  Initiative,
  InitiativeView,
  CreateInitiativeBody,
  UpdateInitiativeBody,
  InitiativeRow
> {
  constructor(em: EntityManager) {
    super(em, initiativeKind);
  }
}
