import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  Subjects,
  byIdRequestSchema,
  createDocumentRequestSchema,
  deleteRequestSchema,
  pageRequestSchema,
  parseInput,
  type Page,
  updateDocumentRequestSchema,
  type PortalDocument,
} from '@warroom/contracts';
import { DocumentsService } from './documents.service.js';

/** The document subjects; each payload is parsed at this edge. */
@Controller()
export class DocumentsHandlers {
  constructor(private readonly documents: DocumentsService) {}

  @MessagePattern(Subjects.portal.listDocuments)
  list(@Payload() data: unknown): Promise<Page<PortalDocument>> {
    return this.documents.list(parseInput(pageRequestSchema, data).page);
  }

  @MessagePattern(Subjects.portal.getDocument)
  get(@Payload() data: unknown): Promise<PortalDocument> {
    return this.documents.get(parseInput(byIdRequestSchema, data).id);
  }

  @MessagePattern(Subjects.portal.createDocument)
  create(@Payload() data: unknown): Promise<PortalDocument> {
    return this.documents.create(parseInput(createDocumentRequestSchema, data));
  }

  @MessagePattern(Subjects.portal.updateDocument)
  update(@Payload() data: unknown): Promise<PortalDocument> {
    return this.documents.update(parseInput(updateDocumentRequestSchema, data));
  }

  @MessagePattern(Subjects.portal.deleteDocument)
  delete(@Payload() data: unknown): Promise<PortalDocument> {
    return this.documents.delete(parseInput(deleteRequestSchema, data));
  }
}
