import {
  documentSchema,
  type CreateDocumentBody,
  type PortalDocument,
  type UpdateDocumentBody,
} from '@warroom/contracts';
import { fieldNames, recordView } from '../common/record-fields.js';
import { newestFirst } from '../common/rows.js';
import type { PlainKindTypes, RecordKind } from '../common/record-kind.js';
import { Document } from './document.entity.js';

const FIELDS = fieldNames(documentSchema);
const toView = recordView(Document, FIELDS);

/** Markdown documents, newest first; the list carries the first 100 characters of each. */
export const documentKind: RecordKind<
  PlainKindTypes<Document, PortalDocument, CreateDocumentBody, UpdateDocumentBody>
> = { entity: Document, name: 'Document', fields: FIELDS, list: newestFirst(Document, FIELDS, toView), view: toView };
