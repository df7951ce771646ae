import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  Subjects,
  applicationStatusRequestSchema,
  changeStatusRequestSchema,
  commentRequestSchema,
  listApplicationsRequestSchema,
  listCommentsRequestSchema,
  parseInput,
  submitApplicationRequestSchema,
  voteRequestSchema,
  type Application,
  type ApplicationAnalytics,
  type ApplicationComment,
  type Page,
  type ApplicationStatusReply,
  type SubmitApplicationReply,
} from '@warroom/contracts';
import { AnalyticsService } from './analytics/analytics.service.js';
import { IntakeService } from './intake/intake.service.js';
import { ReviewService } from './review/review.service.js';

@Controller()
export class ApplicationsHandlers {
  constructor(
    private readonly intake: IntakeService,
    private readonly review: ReviewService,
    private readonly analytics: AnalyticsService,
  ) {}

  @MessagePattern(Subjects.applications.submit)
  submit(@Payload() data: unknown): Promise<SubmitApplicationReply> {
    return this.intake.submit(parseInput(submitApplicationRequestSchema, data).application);
  }

  @MessagePattern(Subjects.applications.status)
  status(@Payload() data: unknown): Promise<ApplicationStatusReply> {
    return this.intake.status(parseInput(applicationStatusRequestSchema, data).id);
  }

  @MessagePattern(Subjects.applications.list)
  list(@Payload() data: unknown): Promise<Page<Application>> {
    return this.review.list(parseInput(listApplicationsRequestSchema, data).query);
  }

  @MessagePattern(Subjects.applications.comments)
  comments(@Payload() data: unknown): Promise<Page<ApplicationComment>> {
    return this.review.comments(parseInput(listCommentsRequestSchema, data));
  }

  @MessagePattern(Subjects.applications.vote)
  vote(@Payload() data: unknown): Promise<Application> {
    return this.review.vote(parseInput(voteRequestSchema, data));
  }

  @MessagePattern(Subjects.applications.comment)
  comment(@Payload() data: unknown): Promise<Application> {
    return this.review.comment(parseInput(commentRequestSchema, data));
  }

  @MessagePattern(Subjects.applications.changeStatus)
  changeStatus(@Payload() data: unknown): Promise<Application> {
    return this.review.changeStatus(parseInput(changeStatusRequestSchema, data));
  }

  @MessagePattern(Subjects.applications.analytics)
  getAnalytics(): Promise<ApplicationAnalytics> {
    return this.analytics.get();
  }
}
