import type { Application as ApplicationView } from '@warroom/contracts';
import type { RecentComments } from '../review/review-reads.js';
import type { VotesSeen } from '../review/review-visibility.js';
import type { ApplicationRecord } from './application-row.js';

/** The reviewer's view: the application with what the caller may see of its votes, and its newest comments. */
export function toApplicationView(
  application: ApplicationRecord,
  seen: VotesSeen,
  recent: RecentComments,
): ApplicationView {
  return {
    id: application.id,
    applicantName: application.applicantName,
    applicantEmail: application.applicantEmail,
    currentRole: application.currentRole,
    currentCompany: application.currentCompany ?? null,
    linkedinUrl: application.linkedinUrl ?? null,
    whyJoin: application.whyJoin,
    challenges: application.challenges,
    buildingWhat: application.buildingWhat ?? null,
    techStack: application.techStack ?? null,
    expertise: application.expertise,
    industry: application.industry ?? null,
    stage: application.stage ?? null,
    status: application.status,
    submittedAt: application.submittedAt.toISOString(),
    decisionReason: application.decisionReason ?? null,
    ...seen,
    votesRequired: application.votesRequired,
    comments: recent.comments,
    commentCount: recent.count,
  };
}
