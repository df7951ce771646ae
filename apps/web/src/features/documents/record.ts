import { documentOps } from '@warroom/contracts';
import { ROUTES } from '../../shared/routes';
import { recordKind } from '../../shared/records/record-kind';

/** Documents: a write makes the list and the audit log stale. */
export const documentKind = recordKind('document', documentOps, ROUTES.documents, (document) => document.title);
