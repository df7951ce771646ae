import { Controller, Delete, Get, HttpCode, Patch, Post, Req, Res } from '@nestjs/common';
import {
  ALL_ROLES,
  Subjects,
  WRITER_ROLES,
  pageQuerySchema,
  createDocumentBodySchema,
  documentSchema,
  portalIdParamsSchema,
  updateDocumentBodySchema,
  type CreateDocumentBody,
  type PortalDocument,
  type PortalIdParams,
  type UpdateDocumentBody,
  type Page,
  type PageQuery,
} from '@warroom/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callerOf, SignedInUser, type CurrentUser } from '../access/current-user.js';
import { Endpoint, signedIn } from '../access/endpoint.decorator.js';
import { Valid } from '../access/valid.decorator.js';
import { sendPage } from '../platform/paging.js';
import { ServiceClient } from '../services/service-client.js';

const tags = ['documents'];

@Controller('documents')
export class DocumentsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Endpoint({
    summary: 'Documents, newest first, a page at a time (the markdown cut to 100 characters)',
    access: signedIn(ALL_ROLES),
    query: pageQuerySchema,
    response: z.array(documentSchema),
    tags,
  })
  async list(
    @Valid('query') page: PageQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PortalDocument[]> {
    const result = await this.services.request<Page<PortalDocument>>(
      'portal',
      Subjects.portal.listDocuments,
      { page },
      { idempotent: true },
    );
    return sendPage(reply, request, page, result);
  }

  @Post()
  @HttpCode(201)
  @Endpoint({
    summary: 'Create a document',
    access: signedIn(WRITER_ROLES),
    body: createDocumentBodySchema,
    response: documentSchema,
    status: 201,
    tags,
  })
  create(@SignedInUser() user: CurrentUser, @Valid('body') body: CreateDocumentBody): Promise<PortalDocument> {
    return this.services.request<PortalDocument>('portal', Subjects.portal.createDocument, {
      caller: callerOf(user),
      data: body,
    });
  }

  @Get(':id')
  @Endpoint({
    summary: 'A document',
    access: signedIn(ALL_ROLES),
    params: portalIdParamsSchema,
    response: documentSchema,
    tags,
  })
  get(@Valid('params') params: PortalIdParams): Promise<PortalDocument> {
    return this.services.request<PortalDocument>(
      'portal',
      Subjects.portal.getDocument,
      { id: params.id },
      { idempotent: true },
    );
  }

  @Patch(':id')
  @Endpoint({
    summary: "Change any of a document's fields",
    access: signedIn(WRITER_ROLES),
    params: portalIdParamsSchema,
    body: updateDocumentBodySchema,
    response: documentSchema,
    tags,
  })
  update(
    @SignedInUser() user: CurrentUser,
    @Valid('params') params: PortalIdParams,
    @Valid('body') body: UpdateDocumentBody,
  ): Promise<PortalDocument> {
    return this.services.request<PortalDocument>('portal', Subjects.portal.updateDocument, {
      caller: callerOf(user),
      id: params.id,
      changes: body,
    });
  }

  @Delete(':id')
  @Endpoint({
    summary: 'Delete a document; answers what was deleted',
    access: signedIn(WRITER_ROLES),
    params: portalIdParamsSchema,
    response: documentSchema,
    tags,
  })
  delete(@SignedInUser() user: CurrentUser, @Valid('params') params: PortalIdParams): Promise<PortalDocument> {
    return this.services.request<PortalDocument>('portal', Subjects.portal.deleteDocument, {
      caller: callerOf(user),
      id: params.id,
    });
  }
}
