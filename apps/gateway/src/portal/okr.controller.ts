import { Controller, Delete, Get, HttpCode, Patch, Post, Req, Res } from '@nestjs/common';
import {
  ALL_ROLES,
  Subjects,
  WRITER_ROLES,
  pageQuerySchema,
  createObjectiveBodySchema,
  keyResultBodySchema,
  keyResultDetailSchema,
  objectiveDetailSchema,
  objectiveSchema,
  portalIdParamsSchema,
  updateKeyResultBodySchema,
  updateObjectiveBodySchema,
  type CreateObjectiveBody,
  type KeyResultBody,
  type KeyResultDetail,
  type Objective,
  type ObjectiveDetail,
  type PortalIdParams,
  type UpdateKeyResultBody,
  type UpdateObjectiveBody,
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

const tags = ['okr'];

@Controller('okr')
export class OkrController {
  constructor(private readonly services: ServiceClient) {}

  @Get('objectives')
  @Endpoint({
    summary:
      'Objectives with their key results, newest first, a page at a time (the description cut to 100 characters)',
    access: signedIn(ALL_ROLES),
    query: pageQuerySchema,
    response: z.array(objectiveSchema),
    tags,
  })
  async list(
    @Valid('query') page: PageQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Objective[]> {
    const result = await this.services.request<Page<Objective>>(
      'portal',
      Subjects.portal.listObjectives,
      { page },
      { idempotent: true },
    );
    return sendPage(reply, request, page, result);
  }

  @Post('objectives')
  @HttpCode(201)
  @Endpoint({
    summary: 'Create an objective, optionally with key results',
    access: signedIn(WRITER_ROLES),
    body: createObjectiveBodySchema,
    response: objectiveDetailSchema,
    status: 201,
    tags,
  })
  create(@SignedInUser() user: CurrentUser, @Valid('body') body: CreateObjectiveBody): Promise<ObjectiveDetail> {
    return this.services.request<ObjectiveDetail>('portal', Subjects.portal.createObjective, {
      caller: callerOf(user),
      data: body,
    });
  }

  @Get('objectives/:id')
  @Endpoint({
    summary: 'An objective with its key results and their check-ins',
    access: signedIn(ALL_ROLES),
    params: portalIdParamsSchema,
    response: objectiveDetailSchema,
    tags,
  })
  get(@Valid('params') params: PortalIdParams): Promise<ObjectiveDetail> {
    return this.services.request<ObjectiveDetail>(
      'portal',
      Subjects.portal.getObjective,
      { id: params.id },
      { idempotent: true },
    );
  }

  @Patch('objectives/:id')
  @Endpoint({
    summary: "Change an objective's title or description",
    access: signedIn(WRITER_ROLES),
    params: portalIdParamsSchema,
    body: updateObjectiveBodySchema,
    response: objectiveDetailSchema,
    tags,
  })
  update(
    @SignedInUser() user: CurrentUser,
    @Valid('params') params: PortalIdParams,
    @Valid('body') body: UpdateObjectiveBody,
  ): Promise<ObjectiveDetail> {
    return this.services.request<ObjectiveDetail>('portal', Subjects.portal.updateObjective, {
      caller: callerOf(user),
      id: params.id,
      changes: body,
    });
  }

  @Delete('objectives/:id')
  @Endpoint({
    summary: 'Delete an objective with its key results; answers what was deleted',
    access: signedIn(WRITER_ROLES),
    params: portalIdParamsSchema,
    response: objectiveDetailSchema,
    tags,
  })
  delete(@SignedInUser() user: CurrentUser, @Valid('params') params: PortalIdParams): Promise<ObjectiveDetail> {
    return this.services.request<ObjectiveDetail>('portal', Subjects.portal.deleteObjective, {
      caller: callerOf(user),
      id: params.id,
    });
  }

  @Post('objectives/:id/key-results')
  @HttpCode(201)
  @Endpoint({
    summary: 'Add a key result to an objective (target may not be 0)',
    access: signedIn(WRITER_ROLES),
    params: portalIdParamsSchema,
    body: keyResultBodySchema,
    response: keyResultDetailSchema,
    status: 201,
    tags,
  })
  createKeyResult(
    @SignedInUser() user: CurrentUser,
    @Valid('params') params: PortalIdParams,
    @Valid('body') body: KeyResultBody,
  ): Promise<KeyResultDetail> {
    return this.services.request<KeyResultDetail>('portal', Subjects.portal.createKeyResult, {
      caller: callerOf(user),
      objectiveId: params.id,
      data: body,
    });
  }

  @Patch('key-results/:id')
  @Endpoint({
    summary: 'Change a key result; a new current value is kept as a check-in',
    access: signedIn(WRITER_ROLES),
    params: portalIdParamsSchema,
    body: updateKeyResultBodySchema,
    response: keyResultDetailSchema,
    tags,
  })
  updateKeyResult(
    @SignedInUser() user: CurrentUser,
    @Valid('params') params: PortalIdParams,
    @Valid('body') body: UpdateKeyResultBody,
  ): Promise<KeyResultDetail> {
    return this.services.request<KeyResultDetail>('portal', Subjects.portal.updateKeyResult, {
      caller: callerOf(user),
      id: params.id,
      changes: body,
    });
  }

  @Delete('key-results/:id')
  @Endpoint({
    summary: 'Delete a key result; answers what was deleted',
    access: signedIn(WRITER_ROLES),
    params: portalIdParamsSchema,
    response: keyResultDetailSchema,
    tags,
  })
  deleteKeyResult(
    @SignedInUser() user: CurrentUser,
    @Valid('params') params: PortalIdParams,
  ): Promise<KeyResultDetail> {
    return this.services.request<KeyResultDetail>('portal', Subjects.portal.deleteKeyResult, {
      caller: callerOf(user),
      id: params.id,
    });
  }
}
