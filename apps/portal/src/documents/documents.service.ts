import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  EventTypes,
  PREVIEW_LENGTH,
  type CreateDocumentBody,
  type PageQuery,
  type PortalDocument,
  type UpdateDocumentBody,
} from '@warroom/contracts';
import { isoOf } from '@warroom/persistence';
import { assignDefined } from '../common/event-data.js';
import { pagedList, RecordService, type RecordKind } from '../common/record-kind.js';
import { Document, documentFields, toDocumentView } from './document.entity.js';

type DocumentRow = { id: string; title: string; markdown: string; created_at: Date; updated_at: Date };

type DocumentTypes = {
  entity: Document;
  view: PortalDocument;
  summary: PortalDocument;
  create: CreateDocumentBody;
  changes: UpdateDocumentBody;
  listQuery: PageQuery;
};

export const documentKind: RecordKind<DocumentTypes> = {
  entity: Document,
  name: 'Document',
  events: {
    created: EventTypes.documentCreated,
    updated: EventTypes.documentUpdated,
    deleted: EventTypes.documentDeleted,
  },
  list: pagedList(
    () => ({
      columns: `id, title, left(markdown, ${PREVIEW_LENGTH.markdown}) as markdown, created_at, updated_at`,
      from: 'documents',
      orderBy: 'created_at desc, id desc',
    }),
    (row: DocumentRow) => ({
      id: row.id,
      title: row.title,
      markdown: row.markdown,
      createdAt: isoOf(row.created_at),
      updatedAt: isoOf(row.updated_at),
    }),
  ),
  view: toDocumentView,
  fields: documentFields,
  build: (data) => ({ title: data.title, markdown: data.markdown }),
  apply: (document, changes) => assignDefined(document, changes),
};

/** Markdown documents; the list carries the first 100 characters of each. */
@Injectable()
export class DocumentsService extends RecordService<DocumentTypes> {
  constructor(em: EntityManager) {
    super(em, documentKind);
  }
}
