import { Controller, Delete, Get, HttpCode, Patch, Post, Req, Res, StreamableFile } from '@nestjs/common';
import {
  ALL_ROLES,
  Subjects,
  WRITER_ROLES,
  createDecisionBodySchema,
  decisionListQuerySchema,
  decisionSchema,
  decisionSummarySchema,
  portalIdParamsSchema,
  updateDecisionBodySchema,
  type CreateDecisionBody,
  type Decision,
  type DecisionListQuery,
  type DecisionSummary,
  type ExportChunk,
  type Page,
  type PortalIdParams,
  type UpdateDecisionBody,
} from '@warroom/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callerOf, SignedInUser, type CurrentUser } from '../access/current-user.js';
import { Endpoint, signedIn } from '../access/endpoint.decorator.js';
import { Valid } from '../access/valid.decorator.js';
import { sendPage, streamExport } from '../platform/paging.js';
import { ServiceClient } from '../services/service-client.js';
import { exportQuerySchema } from './download.js';

const tags = ['decisions'];

@Controller('decisions')
export class DecisionsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Endpoint({
    summary: 'Decisions, newest first, a page at a time (the context cut to 100 characters); `q` finds titles',
    access: signedIn(ALL_ROLES),
    query: decisionListQuerySchema,
    response: z.array(decisionSummarySchema),
    tags,
  })
  async list(
    @Valid('query') query: DecisionListQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<DecisionSummary[]> {
    const page = await this.services.request<Page<DecisionSummary>>(
      'portal',
      Subjects.portal.listDecisions,
      { query },
      { idempotent: true },
    );
    return sendPage(reply, request, query, page);
  }

  @Post()
  @HttpCode(201)
  @Endpoint({
    summary: 'Create a decision',
    access: signedIn(WRITER_ROLES),
    body: createDecisionBodySchema,
    response: decisionSchema,
    status: 201,
    tags,
  })
  create(@SignedInUser() user: CurrentUser, @Valid('body') body: CreateDecisionBody): Promise<Decision> {
    return this.services.request<Decision>('portal', Subjects.portal.createDecision, {
      caller: callerOf(user),
      data: body,
    });
  }

  @Get('export')
  @Endpoint({
    summary: 'Every decision as one markdown file, streamed (404 when there are none; the count in X-Total-Count)',
    access: signedIn(ALL_ROLES),
    query: exportQuerySchema,
    produces: 'text/markdown',
    tags,
  })
  export(@Valid('query') _query: object, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const exportedAt = new Date().toISOString();
    return streamExport(reply, 'text/markdown; charset=utf-8', (cursor) =>
      this.services.request<ExportChunk>(
        'portal',
        Subjects.portal.exportDecisions,
        { cursor, exportedAt },
        { idempotent: true },
      ),
    );
  }

  @Get(':id')
  @Endpoint({
    summary: 'A decision',
    access: signedIn(ALL_ROLES),
    params: portalIdParamsSchema,
    response: decisionSchema,
    tags,
  })
  get(@Valid('params') params: PortalIdParams): Promise<Decision> {
    return this.services.request<Decision>(
      'portal',
      Subjects.portal.getDecision,
      { id: params.id },
      { idempotent: true },
    );
  }

  @Patch(':id')
  @Endpoint({
    summary: "Change any of a decision's fields",
    access: signedIn(WRITER_ROLES),
    params: portalIdParamsSchema,
    body: updateDecisionBodySchema,
    response: decisionSchema,
    tags,
  })
  update(
    @SignedInUser() user: CurrentUser,
    @Valid('params') params: PortalIdParams,
    @Valid('body') body: UpdateDecisionBody,
  ): Promise<Decision> {
    return this.services.request<Decision>('portal', Subjects.portal.updateDecision, {
      caller: callerOf(user),
      id: params.id,
      changes: body,
    });
  }

  @Delete(':id')
  @Endpoint({
    summary: 'Delete a decision; answers what was deleted',
    access: signedIn(WRITER_ROLES),
    params: portalIdParamsSchema,
    response: decisionSchema,
    tags,
  })
  delete(@SignedInUser() user: CurrentUser, @Valid('params') params: PortalIdParams): Promise<Decision> {
    return this.services.request<Decision>('portal', Subjects.portal.deleteDecision, {
      caller: callerOf(user),
      id: params.id,
    });
  }
}
