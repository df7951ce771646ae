import { Controller, Get, HttpCode, Patch, Post } from '@nestjs/common';
import {
  ADMIN_ROLES,
  Subjects,
  createUserBodySchema,
  updateUserBodySchema,
  userSchema,
  uuidParamsSchema,
  type CreateUserBody,
  type UpdateUserBody,
  type User,
  type UuidParams,
} from '@warroom/contracts';
import { z } from 'zod';
import { callerOf, SignedInUser, type CurrentUser } from '../access/current-user.js';
import { Endpoint, signedIn } from '../access/endpoint.decorator.js';
import { Valid } from '../access/valid.decorator.js';
import { ServiceClient } from '../services/service-client.js';

@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Endpoint({
    summary: 'Every user, newest first',
    access: signedIn(ADMIN_ROLES),
    response: z.array(userSchema),
    tags: ['admin'],
  })
  list(): Promise<User[]> {
    return this.services.request<User[]>('identity', Subjects.identity.listUsers, {}, { idempotent: true });
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
