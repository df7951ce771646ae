import { Controller, Get, HttpCode, Patch, Post, Req, Res } from '@nestjs/common';
import {
  ADMIN_ROLES,
  Subjects,
  createUserBodySchema,
  pageQuerySchema,
  updateUserBodySchema,
  userSchema,
  uuidParamsSchema,
  type CreateUserBody,
  type Page,
  type PageQuery,
  type UpdateUserBody,
  type User,
  type UuidParams,
} from '@warroom/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callerOf, SignedInUser, type CurrentUser } from '../access/current-user.js';
import { Endpoint, signedIn } from '../access/endpoint.decorator.js';
import { Valid } from '../access/valid.decorator.js';
import { sendPage } from '../platform/paging.js';
import { ServiceClient } from '../services/service-client.js';

@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Endpoint({
    summary: 'Users, newest first, a page at a time',
    access: signedIn(ADMIN_ROLES),
    query: pageQuerySchema,
    response: z.array(userSchema),
    tags: ['admin'],
  })
  async list(
    @Valid('query') page: PageQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<User[]> {
    const result = await this.services.request<Page<User>>(
      'identity',
      Subjects.identity.listUsers,
      { page },
      { idempotent: true },
    );
    return sendPage(reply, request, page, result);
  }

  @Post()
  @HttpCode(201)
  @Endpoint({
    summary: 'Create a user (409 if the email exists)',
    access: signedIn(ADMIN_ROLES),
    body: createUserBodySchema,
    response: userSchema,
    status: 201,
    tags: ['admin'],
  })
  create(@SignedInUser() user: CurrentUser, @Valid('body') body: CreateUserBody): Promise<User> {
    return this.services.request<User>('identity', Subjects.identity.createUser, {
      caller: callerOf(user),
      user: body,
    });
  }

  @Patch(':id')
  @Endpoint({
    summary: "Change a user's role or deactivate them (the last active admin stays: 409)",
    access: signedIn(ADMIN_ROLES),
    params: uuidParamsSchema,
    body: updateUserBodySchema,
    response: userSchema,
    tags: ['admin'],
  })
  update(
    @SignedInUser() user: CurrentUser,
    @Valid('params') params: UuidParams,
    @Valid('body') body: UpdateUserBody,
  ): Promise<User> {
    return this.services.request<User>('identity', Subjects.identity.updateUser, {
      caller: callerOf(user),
      userId: params.id,
      changes: body,
    });
  }
}
