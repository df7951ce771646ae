import { Controller, Delete, Get, HttpCode, Patch, Post, Req, Res } from '@nestjs/common';
import {
  ALL_ROLES,
  Subjects,
  WRITER_ROLES,
  pageQuerySchema,
  createMeetingBodySchema,
  meetingSchema,
  portalIdParamsSchema,
  updateMeetingBodySchema,
  type CreateMeetingBody,
  type Meeting,
  type PortalIdParams,
  type UpdateMeetingBody,
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

const tags = ['meetings'];

@Controller('meetings')
export class MeetingsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Endpoint({
    summary: 'Meetings, newest first by when, a page at a time (the agenda cut to 80 characters)',
    access: signedIn(ALL_ROLES),
    query: pageQuerySchema,
    response: z.array(meetingSchema),
    tags,
  })
  async list(
    @Valid('query') page: PageQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Meeting[]> {
    const result = await this.services.request<Page<Meeting>>(
      'portal',
      Subjects.portal.listMeetings,
      { page },
      { idempotent: true },
    );
    return sendPage(reply, request, page, result);
  }

  @Post()
  @HttpCode(201)
  @Endpoint({
    summary: 'Create a meeting',
    access: signedIn(WRITER_ROLES),
    body: createMeetingBodySchema,
    response: meetingSchema,
    status: 201,
    tags,
  })
  create(@SignedInUser() user: CurrentUser, @Valid('body') body: CreateMeetingBody): Promise<Meeting> {
    return this.services.request<Meeting>('portal', Subjects.portal.createMeeting, {
      caller: callerOf(user),
      data: body,
    });
  }

  @Get(':id')
  @Endpoint({
    summary: 'A meeting',
    access: signedIn(ALL_ROLES),
    params: portalIdParamsSchema,
    response: meetingSchema,
    tags,
  })
  get(@Valid('params') params: PortalIdParams): Promise<Meeting> {
    return this.services.request<Meeting>(
      'portal',
      Subjects.portal.getMeeting,
      { id: params.id },
      { idempotent: true },
    );
  }

  @Patch(':id')
  @Endpoint({
    summary: "Change any of a meeting's fields",
    access: signedIn(WRITER_ROLES),
    params: portalIdParamsSchema,
    body: updateMeetingBodySchema,
    response: meetingSchema,
    tags,
  })
  update(
    @SignedInUser() user: CurrentUser,
    @Valid('params') params: PortalIdParams,
    @Valid('body') body: UpdateMeetingBody,
  ): Promise<Meeting> {
    return this.services.request<Meeting>('portal', Subjects.portal.updateMeeting, {
      caller: callerOf(user),
      id: params.id,
      changes: body,
    });
  }

  @Delete(':id')
  @Endpoint({
    summary: 'Delete a meeting; answers what was deleted',
    access: signedIn(WRITER_ROLES),
    params: portalIdParamsSchema,
    response: meetingSchema,
    tags,
  })
  delete(@SignedInUser() user: CurrentUser, @Valid('params') params: PortalIdParams): Promise<Meeting> {
    return this.services.request<Meeting>('portal', Subjects.portal.deleteMeeting, {
      caller: callerOf(user),
      id: params.id,
    });
  }
}
