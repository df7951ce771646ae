import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  documentSchema,
  EventTypes,
  type CreateDocumentBody,
  type PageQuery,
  type PortalDocument,
  type UpdateDocumentBody,
} from '@warroom/contracts';
import { fieldNames, recordView } from '../common/record-fields.js';
import { listColumns, pageOf } from '../common/rows.js';
import { RecordService, type RecordKind } from '../common/record-kind.js';
import { portalDb } from '../portal-db.js';
import { Document } from './document.entity.js';

type DocumentTypes = {
  entity: Document;
  view: PortalDocument;
  summary: PortalDocument;
  create: CreateDocumentBody;
  changes: UpdateDocumentBody;
  listQuery: PageQuery;
};

const FIELDS = fieldNames(documentSchema);
const toView = recordView(Document, FIELDS);

export const documentKind: RecordKind<DocumentTypes> = {
  entity: Document,
  name: 'Document',
  events: {
    created: EventTypes.documentCreated,
    updated: EventTypes.documentUpdated,
    deleted: EventTypes.documentDeleted,
  },
  fields: FIELDS,
  list: (em, query) =>
    pageOf(
      em,
      portalDb(em)
        .selectFrom('Document')
        .select(listColumns(em, Document, FIELDS))
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc'),
      query,
      toView,
    ),
  view: toView,
};

/** Markdown documents; the list carries the first 100 characters of each. */
@Injectable()
export class DocumentsService extends RecordService<DocumentTypes> {
  constructor(em: EntityManager) {
    super(em, documentKind);
  }
}
