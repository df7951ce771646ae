import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  EventTypes,
  PREVIEW_LENGTH,
  type CreateDocumentBody,
  type PortalDocument,
  type UpdateDocumentBody,
} from '@warroom/contracts';
import { isoOf } from '@warroom/persistence';
import { RecordService, type RecordKind } from '../common/record-kind.js';
import { Document, documentFields, toDocumentView } from './document.entity.js';

type DocumentRow = { id: string; title: string; markdown: string; created_at: Date; updated_at: Date };

export const documentKind: RecordKind<Document, PortalDocument, CreateDocumentBody, UpdateDocumentBody, DocumentRow> = {
  entity: Document,
  name: 'Document',
  events: {
    created: EventTypes.documentCreated,
    updated: EventTypes.documentUpdated,
    deleted: EventTypes.documentDeleted,
  },
  list: {
    columns: `id, title, left(markdown, ${PREVIEW_LENGTH.markdown}) as markdown, created_at, updated_at`,
    from: 'documents',
    orderBy: 'created_at desc, id desc',
  },
  rowView: (row) => ({
    id: row.id,
    title: row.title,
    markdown: row.markdown,
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  }),
  view: toDocumentView,
  fields: documentFields,
  build: (data) => ({ title: data.title, markdown: data.markdown }),
  apply: (document, changes) => {
    if (changes.title !== undefined) document.title = changes.title;
    if (changes.markdown !== undefined) document.markdown = changes.markdown;
  },
};

/** Markdown documents; the list carries the first 100 characters of each. */
@Injectable()
export class DocumentsService extends RecordService<
  Document,
  PortalDocument,
  CreateDocumentBody,
  UpdateDocumentBody,
  DocumentRow
> {
  constructor(em: EntityManager) {
    super(em, documentKind);
  }
}
