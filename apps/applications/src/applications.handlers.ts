import { EntityManager } from '@mikro-orm/postgresql';
import { applicationOps, labelOps } from '@warroom/contracts';
import { readLabels } from '@warroom/persistence';
import { operationHandlers } from '@warroom/microservice';
import { AnalyticsService } from './analytics/analytics.service.js';
import { IntakeService } from './intake/intake.service.js';
import { RecusalsService } from './review/recusals.service.js';
import { ReviewListService } from './review/review-list.service.js';
import { ReviewService } from './review/review.service.js';

/** The names of applications (their applicants'), for the audit log. */
export const ApplicationLabelHandlers = operationHandlers({ labels: labelOps.applications }, [EntityManager], (em) => ({
  labels: async ({ body }) => ({
    labels: await readLabels(
      em.fork(),
      { Application: { table: 'Application', label: 'applicantName', id: /^[A-Za-z0-9_-]{22,64}$/ } },
      body.refs,
    ),
  }),
}));

/** The applications service's operations: intake, review, analytics. */
export const ApplicationsHandlers = operationHandlers(
  applicationOps,
  [IntakeService, ReviewListService, ReviewService, RecusalsService, AnalyticsService],
  (intake, reviewList, review, recusals, analytics) => ({
    submit: (input) => intake.submit(input.body),
    status: (input) => intake.status(input.params.id),
    contact: (input) => intake.contact(input.params.id),
    acceptedProfiles: (input) => intake.acceptedProfiles(input.body.emails),
    list: (input) => reviewList.list(input),
    get: (input) => reviewList.get(input),
    comments: (input) => reviewList.comments(input),
    vote: (input) => review.vote(input),
    comment: (input) => review.comment(input),
    changeStatus: (input) => review.changeStatus(input),
    recuse: (input) => recusals.recuse(input),
    withdrawRecusal: (input) => recusals.withdraw(input),
    analytics: () => analytics.get(),
  }),
);
