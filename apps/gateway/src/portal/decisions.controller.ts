import { Controller, Delete, Get, HttpCode, Patch, Post, Res } from '@nestjs/common';
import {
  ALL_ROLES,
  Subjects,
  WRITER_ROLES,
  createDecisionBodySchema,
  decisionSchema,
  portalIdParamsSchema,
  updateDecisionBodySchema,
  type CreateDecisionBody,
  type Decision,
  type ExportFile,
  type PortalIdParams,
  type UpdateDecisionBody,
} from '@warroom/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { callerOf, SignedInUser, type CurrentUser } from '../access/current-user.js';
import { Endpoint, signedIn } from '../access/endpoint.decorator.js';
import { Valid } from '../access/valid.decorator.js';
import { ServiceClient } from '../services/service-client.js';
import { exportQuerySchema, sendDownload } from './download.js';

const tags = ['decisions'];

@Controller('decisions')
export class DecisionsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Endpoint({
    summary: 'Every decision, newest first',
    access: signedIn(ALL_ROLES),
    response: z.array(decisionSchema),
    tags,
  })
  list(): Promise<Decision[]> {
    return this.services.request<Decision[]>('portal', Subjects.portal.listDecisions, {}, { idempotent: true });
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
    summary: 'Every decision as one markdown file (404 when there are none)',
    access: signedIn(ALL_ROLES),
    query: exportQuerySchema,
    produces: 'text/markdown',
    tags,
  })
  async export(@Valid('query') _query: object, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const file = await this.services.request<ExportFile>(
      'portal',
      Subjects.portal.exportDecisions,
      {},
      { idempotent: true },
    );
    return sendDownload(reply, file, 'text/markdown; charset=utf-8');
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
