import { Controller, Delete, Get, HttpCode, Patch, Post, Req, Res } from '@nestjs/common';
import {
  ALL_ROLES,
  Subjects,
  WRITER_ROLES,
  pageQuerySchema,
  createInitiativeBodySchema,
  initiativeSchema,
  portalIdParamsSchema,
  updateInitiativeBodySchema,
  type CreateInitiativeBody,
  type Initiative,
  type PortalIdParams,
  type UpdateInitiativeBody,
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

const tags = ['initiatives'];

@Controller('initiatives')
export class InitiativesController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Endpoint({
    summary: 'Initiatives, newest first, a page at a time (the description cut to 100 characters)',
    access: signedIn(ALL_ROLES),
    query: pageQuerySchema,
    response: z.array(initiativeSchema),
    tags,
  })
  async list(
    @Valid('query') page: PageQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Initiative[]> {
    const result = await this.services.request<Page<Initiative>>(
      'portal',
      Subjects.portal.listInitiatives,
      { page },
      { idempotent: true },
    );
    return sendPage(reply, request, page, result);
  }

  @Post()
  @HttpCode(201)
  @Endpoint({
    summary: 'Create an initiative',
    access: signedIn(WRITER_ROLES),
    body: createInitiativeBodySchema,
    response: initiativeSchema,
    status: 201,
    tags,
  })
  create(@SignedInUser() user: CurrentUser, @Valid('body') body: CreateInitiativeBody): Promise<Initiative> {
    return this.services.request<Initiative>('portal', Subjects.portal.createInitiative, {
      caller: callerOf(user),
      data: body,
    });
  }

  @Get(':id')
  @Endpoint({
    summary: 'An initiative',
    access: signedIn(ALL_ROLES),
    params: portalIdParamsSchema,
    response: initiativeSchema,
    tags,
  })
  get(@Valid('params') params: PortalIdParams): Promise<Initiative> {
    return this.services.request<Initiative>(
      'portal',
      Subjects.portal.getInitiative,
      { id: params.id },
      { idempotent: true },
    );
  }

  @Patch(':id')
  @Endpoint({
    summary: "Change any of an initiative's fields",
    access: signedIn(WRITER_ROLES),
    params: portalIdParamsSchema,
    body: updateInitiativeBodySchema,
    response: initiativeSchema,
    tags,
  })
  update(
    @SignedInUser() user: CurrentUser,
    @Valid('params') params: PortalIdParams,
    @Valid('body') body: UpdateInitiativeBody,
  ): Promise<Initiative> {
    return this.services.request<Initiative>('portal', Subjects.portal.updateInitiative, {
      caller: callerOf(user),
      id: params.id,
      changes: body,
    });
  }

  @Delete(':id')
  @Endpoint({
    summary: 'Delete an initiative; answers what was deleted',
    access: signedIn(WRITER_ROLES),
    params: portalIdParamsSchema,
    response: initiativeSchema,
    tags,
  })
  delete(@SignedInUser() user: CurrentUser, @Valid('params') params: PortalIdParams): Promise<Initiative> {
    return this.services.request<Initiative>('portal', Subjects.portal.deleteInitiative, {
      caller: callerOf(user),
      id: params.id,
    });
  }
}
