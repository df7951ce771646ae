import { entityRefOf, type AuditEntryView } from '@warroom/contracts';
import { objectiveUrl, ROUTES } from '../../../shared/routes';

/** The portal records the audit log names, as a sentence calls each kind. */
export const RECORD_KINDS = {
  Objective: 'objective',
  KeyResult: 'key result',
  Initiative: 'initiative',
  Decision: 'decision',
  Metric: 'metric',
  Meeting: 'meeting',
  Document: 'document',
} as const;
export type RecordKindName = keyof typeof RECORD_KINDS;

export const isRecordKind = (kind: string): kind is RecordKindName => Object.hasOwn(RECORD_KINDS, kind);

const LIST_PATHS = {
  Initiative: ROUTES.initiatives,
  Decision: ROUTES.decisions,
  Metric: ROUTES.metrics,
  Meeting: ROUTES.meetings,
  Document: ROUTES.documents,
} as const;

/**
 * The screen of the thing an entry is about: a record's page (a key result's objective), the
 * review screen for an application, /admin for a user or an invitation; none for anything else.
 */
export function entityUrl(entity: AuditEntryView['entity'], meta: Record<string, unknown>): string | undefined {
  const ref = entityRefOf(entity);
  if (!ref || !ref.id) return undefined;
  switch (ref.kind) {
    case 'Objective':
      return objectiveUrl(ref.id);
    case 'KeyResult':
      return typeof meta.objectiveId === 'string' ? objectiveUrl(meta.objectiveId) : undefined;
    case 'Initiative':
    case 'Decision':
    case 'Metric':
    case 'Meeting':
    case 'Document':
      return `${LIST_PATHS[ref.kind]}/${encodeURIComponent(ref.id)}`;
    case 'Application':
      return ROUTES.applications;
    case 'User':
    case 'Invitation':
      return ROUTES.admin;
    default:
      return undefined;
  }
}
