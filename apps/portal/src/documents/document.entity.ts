import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { recordTimes, TitledEntity } from '../common/portal-entity.js';
import type { PortalDocument } from '@warroom/contracts';

/** A markdown document (the web app renders it with raw HTML removed). */
@Entity({ tableName: 'documents' })
@Index({ name: 'documents_created_idx', properties: ['createdAt', 'id'] })
export class Document extends TitledEntity {
  @Property({ type: 'text' })
  markdown!: string;
}

/** The fields a document's events record (the markdown shrinks to a preview). */
export function documentFields(document: Document) {
  return { title: document.title, markdown: document.markdown };
}

export function toDocumentView(document: Document): PortalDocument {
  return { id: document.id, ...documentFields(document), ...recordTimes(document) };
}
