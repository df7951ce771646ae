import { Controller } from '@nestjs/common';
import { applicationOps, type OperationInput, type OperationReply } from '@warroom/contracts';
import { Handles } from '@warroom/microservice';
import { AnalyticsService } from './analytics/analytics.service.js';
import { IntakeService } from './intake/intake.service.js';
import { ReviewService } from './review/review.service.js';

type Ops = typeof applicationOps;
type In<K extends keyof Ops> = OperationInput<Ops[K]>;
type Out<K extends keyof Ops> = Promise<OperationReply<Ops[K]>>;

/** The applications service's operations: intake, review, analytics. */
@Controller()
export class ApplicationsHandlers {
  constructor(
    private readonly intake: IntakeService,
    private readonly review: ReviewService,
    private readonly analytics: AnalyticsService,
  ) {}

  @Handles(applicationOps.submit)
  submit(input: In<'submit'>): Out<'submit'> {
    return this.intake.submit(input.body);
  }

  @Handles(applicationOps.status)
  status(input: In<'status'>): Out<'status'> {
    return this.intake.status(input.params.id);
  }

  @Handles(applicationOps.list)
  list(input: In<'list'>): Out<'list'> {
    return this.review.list(input.query);
  }

  @Handles(applicationOps.comments)
  comments(input: In<'comments'>): Out<'comments'> {
    return this.review.comments(input);
  }

  @Handles(applicationOps.vote)
  vote(input: In<'vote'>): Out<'vote'> {
    return this.review.vote(input);
  }

  @Handles(applicationOps.comment)
  comment(input: In<'comment'>): Out<'comment'> {
    return this.review.comment(input);
  }

  @Handles(applicationOps.changeStatus)
  changeStatus(input: In<'changeStatus'>): Out<'changeStatus'> {
    return this.review.changeStatus(input);
  }

  @Handles(applicationOps.analytics)
  getAnalytics(_input: In<'analytics'>): Out<'analytics'> {
    return this.analytics.get();
  }
}
