import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  DomainError,
  ErrorCode,
  EventTypes,
  type CreateDocumentRequest,
  type DeleteRequest,
  type PortalDocument,
  type UpdateDocumentRequest,
} from '@warroom/contracts';
import { recordEvent } from '@warroom/messaging';
import { actorOf } from '../common/actor.js';
import { changedFields, eventFields, hasChanges } from '../common/event-data.js';
import { Document, documentFields, toDocumentView } from './document.entity.js';

@Injectable()
export class DocumentsService {
  constructor(private readonly em: EntityManager) {}

  async list(): Promise<PortalDocument[]> {
    const documents = await this.em.find(Document, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return documents.map(toDocumentView);
  }

  async get(id: string): Promise<PortalDocument> {
    return toDocumentView(await this.findDocument(this.em, id));
  }

  async create({ caller, data }: CreateDocumentRequest): Promise<PortalDocument> {
    return this.em.transactional(async (em) => {
      const now = new Date();
      const document = em.create(Document, {
        id: randomUUID(),
        title: data.title,
        markdown: data.markdown,
        createdAt: now,
        updatedAt: now,
      });
      recordEvent(em, {
        type: EventTypes.documentCreated,
        actor: actorOf(caller),
        entity: `Document:${document.id}`,
        data: eventFields(documentFields(document)),
      });
      return toDocumentView(document);
    });
  }

  async update({ caller, id, changes }: UpdateDocumentRequest): Promise<PortalDocument> {
    return this.em.transactional(async (em) => {
      const document = await this.findDocument(em, id);
      const before = documentFields(document);
      if (changes.title !== undefined) document.title = changes.title;
      if (changes.markdown !== undefined) document.markdown = changes.markdown;
      const changed = changedFields(before, documentFields(document));
      if (hasChanges(changed)) {
        document.updatedAt = new Date();
        recordEvent(em, {
          type: EventTypes.documentUpdated,
          actor: actorOf(caller),
          entity: `Document:${document.id}`,
          data: { changes: changed },
        });
      }
      return toDocumentView(document);
    });
  }

  async delete({ caller, id }: DeleteRequest): Promise<PortalDocument> {
    return this.em.transactional(async (em) => {
      const document = await this.findDocument(em, id);
      em.remove(document);
      recordEvent(em, {
        type: EventTypes.documentDeleted,
        actor: actorOf(caller),
        entity: `Document:${document.id}`,
        data: eventFields(documentFields(document)),
      });
      return toDocumentView(document);
    });
  }

  private async findDocument(em: EntityManager, id: string): Promise<Document> {
    const document = await em.findOne(Document, { id });
    if (!document) throw new DomainError(ErrorCode.NotFound, 'Document not found');
    return document;
  }
}
