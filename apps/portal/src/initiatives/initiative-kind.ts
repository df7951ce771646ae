import {
  DomainError,
  ErrorCode,
  initiativeSchema,
  START_AFTER_DUE,
  startsByDue,
  type CreateInitiativeBody,
  type Initiative as InitiativeView,
  type UpdateInitiativeBody,
} from '@warroom/contracts';
import { fieldNames, recordView } from '../common/record-fields.js';
import { newestFirst } from '../common/rows.js';
import type { PlainKindTypes, RecordKind } from '../common/record-kind.js';
import { Initiative } from './initiative.entity.js';

const FIELDS = fieldNames(initiativeSchema);
const toView = recordView(Initiative, FIELDS);

/**
 * Initiatives with their status, RAG, start and due days, newest first; the list shows a
 * one-line description: its first 100 characters.
 */
export const initiativeKind: RecordKind<
  PlainKindTypes<Initiative, InitiativeView, CreateInitiativeBody, UpdateInitiativeBody>
> = {
  entity: Initiative,
  name: 'Initiative',
  fields: FIELDS,
  list: newestFirst(Initiative, FIELDS, toView),
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
