import { initiativeOps } from '@warroom/contracts';
import { ROUTES } from '../../shared/routes';
import { recordKind } from '../../shared/records/record-kind';

/**
 * Initiatives: a write makes the list, the dashboard (its RAG counts) and the audit log stale;
 * the answer to a create or a change is the new detail, kept instead of read again.
 */
export const initiativeKind = recordKind(
  'initiative',
  initiativeOps,
  ROUTES.initiatives,
  (initiative) => initiative.title,
  {
    dashboard: 'write',
    keepAnswer: 'write',
  },
);
