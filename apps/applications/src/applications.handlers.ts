import { applicationOps } from '@warroom/contracts';
import { operationHandlers } from '@warroom/microservice';
import { AnalyticsService } from './analytics/analytics.service.js';
import { IntakeService } from './intake/intake.service.js';
import { ReviewService } from './review/review.service.js';

/** The applications service's operations: intake, review, analytics. */
export const ApplicationsHandlers = operationHandlers(
  applicationOps,
  [IntakeService, ReviewService, AnalyticsService],
  (intake, review, analytics) => ({
    submit: (input) => intake.submit(input.body),
    status: (input) => intake.status(input.params.id),
    list: (input) => review.list(input.query),
    comments: (input) => review.comments(input),
    vote: (input) => review.vote(input),
    comment: (input) => review.comment(input),
    changeStatus: (input) => review.changeStatus(input),
    analytics: () => analytics.get(),
  }),
);
