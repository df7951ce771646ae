import { Controller, Get, HttpCode, Inject, Patch, Post, Req, Res } from '@nestjs/common';
import {
  ADMIN_ROLES,
  REVIEWER_ROLES,
  Subjects,
  applicationAnalyticsSchema,
  applicationIdParamsSchema,
  applicationListQuerySchema,
  applicationSchema,
  applicationStatusReplySchema,
  commentBodySchema,
  commentSchema,
  pageQuerySchema,
  submitApplicationBodySchema,
  submitApplicationReplySchema,
  updateApplicationStatusBodySchema,
  voteBodySchema,
  type Application,
  type ApplicationAnalytics,
  type ApplicationComment,
  type Page,
  type PageQuery,
  type ApplicationListQuery,
  type ApplicationStatusReply,
  type CommentBody,
  type Reviewer,
  type SubmitApplicationBody,
  type SubmitApplicationReply,
  type UpdateApplicationStatusBody,
  type VoteBody,
} from '@warroom/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SignedInUser, type CurrentUser } from '../access/current-user.js';
import { Endpoint, PUBLIC, signedIn } from '../access/endpoint.decorator.js';
import { Valid } from '../access/valid.decorator.js';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../platform/gateway-options.js';
import { sendPage } from '../platform/paging.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { ServiceClient } from '../services/service-client.js';

type IdParams = z.infer<typeof applicationIdParamsSchema>;

const reviewerOf = (user: CurrentUser): Reviewer => ({ id: user.id, email: user.email, name: user.name });

@Controller('applications')
export class ApplicationsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
  ) {}

  @Post('submit')
  @HttpCode(201)
  @Endpoint({
    summary: 'Apply to join (public; one open application per email: 409)',
    access: PUBLIC,
    body: submitApplicationBodySchema,
    response: submitApplicationReplySchema,
    status: 201,
    tags: ['applications'],
  })
  async submit(
    @Valid('body') body: SubmitApplicationBody,
    @Req() request: FastifyRequest,
  ): Promise<SubmitApplicationReply> {
    await this.limiter.hit(
      { name: 'submit', limit: this.options.rateLimitSubmitPerHour, windowMs: 3600_000 },
      request.ip,
    );
    return this.services.request<SubmitApplicationReply>('applications', Subjects.applications.submit, {
      application: body,
    });
  }

  @Get(':id/status')
  @Endpoint({
    summary: "An application's status by its id (public): id, status, submittedAt, decisionReason",
    access: PUBLIC,
    params: applicationIdParamsSchema,
    response: applicationStatusReplySchema,
    tags: ['applications'],
  })
  async status(@Valid('params') params: IdParams, @Req() request: FastifyRequest): Promise<ApplicationStatusReply> {
    await this.limiter.hit(
      { name: 'lookup', limit: this.options.rateLimitLookupPerMinute, windowMs: 60_000 },
      request.ip,
    );
    return this.services.request<ApplicationStatusReply>(
      'applications',
      Subjects.applications.status,
      { id: params.id },
      {
        idempotent: true,
      },
    );
  }

  @Get()
  @Endpoint({
    summary:
      'Applications newest first, a page at a time; `q` searches name, email and company; the total is in X-Total-Count',
    access: signedIn(REVIEWER_ROLES),
    query: applicationListQuerySchema,
    response: z.array(applicationSchema),
    tags: ['applications'],
  })
  async list(
    @Valid('query') query: ApplicationListQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Application[]> {
    const page = await this.services.request<Page<Application>>(
      'applications',
      Subjects.applications.list,
      { query },
      { idempotent: true },
    );
    return sendPage(reply, request, query, page);
  }

  @Get(':id/comments')
  @Endpoint({
    summary: "An application's comments, oldest first, a page at a time (its card carries the newest 20)",
    access: signedIn(REVIEWER_ROLES),
    params: applicationIdParamsSchema,
    query: pageQuerySchema,
    response: z.array(commentSchema),
    tags: ['applications'],
  })
  async comments(
    @Valid('params') params: IdParams,
    @Valid('query') page: PageQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApplicationComment[]> {
    const result = await this.services.request<Page<ApplicationComment>>(
      'applications',
      Subjects.applications.comments,
      { id: params.id, page },
      { idempotent: true },
    );
    return sendPage(reply, request, page, result);
  }

  @Get('analytics')
  @Endpoint({
    summary: 'Pipeline analytics, computed by the database (constant size)',
    access: signedIn(REVIEWER_ROLES),
    response: applicationAnalyticsSchema,
    tags: ['applications'],
  })
  analytics(): Promise<ApplicationAnalytics> {
    return this.services.request<ApplicationAnalytics>(
      'applications',
      Subjects.applications.analytics,
      {},
      {
        idempotent: true,
      },
    );
  }

  @Post(':id/vote')
  @HttpCode(200)
  @Endpoint({
    summary: 'Vote (again to change it) while the application is under review or in voting (else 409)',
    access: signedIn(REVIEWER_ROLES),
    params: applicationIdParamsSchema,
    body: voteBodySchema,
    response: applicationSchema,
    tags: ['applications'],
  })
  vote(
    @SignedInUser() user: CurrentUser,
    @Valid('params') params: IdParams,
    @Valid('body') body: VoteBody,
  ): Promise<Application> {
    return this.services.request<Application>('applications', Subjects.applications.vote, {
      reviewer: reviewerOf(user),
      id: params.id,
      vote: body,
    });
  }

  @Post(':id/comments')
  @HttpCode(201)
  @Endpoint({
    summary: 'Comment on an application',
    access: signedIn(REVIEWER_ROLES),
    params: applicationIdParamsSchema,
    body: commentBodySchema,
    response: applicationSchema,
    status: 201,
    tags: ['applications'],
  })
  comment(
    @SignedInUser() user: CurrentUser,
    @Valid('params') params: IdParams,
    @Valid('body') body: CommentBody,
  ): Promise<Application> {
    return this.services.request<Application>('applications', Subjects.applications.comment, {
      reviewer: reviewerOf(user),
      id: params.id,
      comment: body,
    });
  }

  @Patch(':id/status')
  @Endpoint({
    summary: "Set an application's status (any to any) with a decision reason",
    access: signedIn(ADMIN_ROLES),
    params: applicationIdParamsSchema,
    body: updateApplicationStatusBodySchema,
    response: applicationSchema,
    tags: ['applications'],
  })
  changeStatus(
    @SignedInUser() user: CurrentUser,
    @Valid('params') params: IdParams,
    @Valid('body') body: UpdateApplicationStatusBody,
  ): Promise<Application> {
    return this.services.request<Application>('applications', Subjects.applications.changeStatus, {
      reviewer: reviewerOf(user),
      id: params.id,
      change: body,
    });
  }
}
