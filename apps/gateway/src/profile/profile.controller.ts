import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ALL_ROLES,
  Subjects,
  changePasswordBodySchema,
  updateThemeBodySchema,
  userSchema,
  type ChangePasswordBody,
  type UpdateThemeBody,
  type User,
} from '@warroom/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callerOf, SignedInUser, type CurrentUser } from '../access/current-user.js';
import { Endpoint, signedIn } from '../access/endpoint.decorator.js';
import { Valid } from '../access/valid.decorator.js';
import { ServiceClient } from '../services/service-client.js';

@Controller('profile')
export class ProfileController {
  constructor(private readonly services: ServiceClient) {}

  @Post('update-theme')
  @HttpCode(200)
  @Endpoint({
    summary: "Save the signed-in user's theme",
    access: signedIn(ALL_ROLES),
    body: updateThemeBodySchema,
    response: z.object({ success: z.literal(true), user: userSchema }),
    tags: ['profile'],
  })
  async updateTheme(
    @SignedInUser() user: CurrentUser,
    @Valid('body') body: UpdateThemeBody,
  ): Promise<{ success: true; user: User }> {
    const updated = await this.services.request<User>('identity', Subjects.identity.updateTheme, {
      caller: callerOf(user),
      theme: body.theme,
    });
    return { success: true, user: updated };
  }

  @Post('change-password')
  @HttpCode(200)
  @Endpoint({
    summary: 'Change the password (checks the current one; 5 wrong ones in 15 minutes: 429; ends the other sessions)',
    access: signedIn(ALL_ROLES),
    body: changePasswordBodySchema,
    response: z.object({ success: z.literal(true), message: z.string() }),
    tags: ['profile'],
  })
  async changePassword(
    @SignedInUser() user: CurrentUser,
    @Valid('body') body: ChangePasswordBody,
    @Req() request: FastifyRequest,
  ): Promise<{ success: true; message: string }> {
    await this.services.request('identity', Subjects.identity.changePassword, {
      caller: callerOf(user),
      ...body,
      clientAddress: request.ip,
    });
    return { success: true, message: 'Your password has been updated successfully.' };
  }
}
