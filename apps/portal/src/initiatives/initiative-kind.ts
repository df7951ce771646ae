import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  DomainError,
  ErrorCode,
  EventTypes,
  initiativeSchema,
  START_AFTER_DUE,
  startsByDue,
  type CreateInitiativeBody,
  type Initiative as InitiativeView,
  type PageQuery,
  type UpdateInitiativeBody,
} from '@warroom/contracts';
import { fieldNames, recordView } from '../common/record-fields.js';
import { listColumns, pageOf } from '../common/rows.js';
import { RecordService, type RecordKind } from '../common/record-kind.js';
import { portalDb } from '../portal-db.js';
import { Initiative } from './initiative.entity.js';

type InitiativeTypes = {
  entity: Initiative;
  view: InitiativeView;
  summary: InitiativeView;
  create: CreateInitiativeBody;
  changes: UpdateInitiativeBody;
  listQuery: PageQuery;
};

const FIELDS = fieldNames(initiativeSchema);
const toView = recordView(Initiative, FIELDS);

export const initiativeKind: RecordKind<InitiativeTypes> = {
  entity: Initiative,
  name: 'Initiative',
  events: {
    created: EventTypes.initiativeCreated,
    updated: EventTypes.initiativeUpdated,
    deleted: EventTypes.initiativeDeleted,
  },
  fields: FIELDS,
  // Newest first; the list shows a one-line description: its first 100 characters.
  list: (em, query) =>
    pageOf(
      em,
      portalDb(em)
        .selectFrom('Initiative')
        .select(listColumns(em, Initiative, FIELDS))
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc'),
      query,
      toView,
    ),
  view: toView,
  /** A change of one of the two days is held to the other as stored (the body's schema holds both given together). */
  check: (initiative) => {
    if (!startsByDue(initiative)) {
      throw new DomainError(ErrorCode.BadInput, `startDate: ${START_AFTER_DUE}`, {
        errors: [{ path: 'startDate', message: START_AFTER_DUE }],
      });
    }
  },
};

/** Initiatives with their status, RAG, start and due days. */
@Injectable()
export class InitiativesService extends RecordService<InitiativeTypes> {
  constructor(em: EntityManager) {
    super(em, initiativeKind);
  }
}
