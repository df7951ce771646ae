import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type ApplicationStatus,
  COMMENTS_SHOWN_MAX,
  type Application as ApplicationView,
  type ApplicationComment,
  type Caller,
  type CastVote,
  type Recusal,
} from '@warroom/contracts';
import { isoTextSql, withinBudget } from '@warroom/persistence';
import { reviewsSeenBy } from './review-visibility.js';

/**
 * The select list of an application's view, from `applications a`: its columns, and as JSON
 * its current votes (oldest first), its live recusals, its newest comments and the caller's
 * own newest ones (oldest first: which of them the caller may read is `reviewsSeenBy`'s to
 * say) and how many comments it has. PostgreSQL builds the nested parts, so a page of any
 * size is one statement and one round trip, not one per kind of row. Its one parameter is the
 * caller's id.
 */
export const VIEW_COLUMNS = `a.id, a.applicant_name as "applicantName", a.applicant_email as "applicantEmail",
  a.current_role as "currentRole", a.current_company as "currentCompany", a.linkedin_url as "linkedinUrl",
  a.why_join as "whyJoin", a.challenges, a.building_what as "buildingWhat", a.tech_stack as "techStack",
  a.expertise, a.industry, a.stage, a.status, ${isoTextSql('a.submitted_at')} as "submittedAt",
  a.decision_reason as "decisionReason", a.votes_required as "votesRequired",
  (select coalesce(json_agg(json_build_object(
            'voterId', v.voter_id, 'voter', json_build_object('id', v.voter_id, 'name', coalesce(v.voter_name, v.voter_email)),
            'vote', v.vote, 'reason', v.reason, 'createdAt', ${isoTextSql('v.created_at')})
          order by v.created_at, v.id), '[]')
     from votes v where v.application_id = a.id and v.replaced_at is null) as votes,
  (select coalesce(json_agg(json_build_object(
            'reviewer', json_build_object('id', r.reviewer_id, 'name', r.reviewer_name),
            'reason', r.reason, 'createdAt', ${isoTextSql('r.created_at')})
          order by r.created_at, r.id), '[]')
     from recusals r where r.application_id = a.id and r.withdrawn_at is null) as recusals,
  (select coalesce(json_agg(json_build_object(
            'id', c.id, 'comment', c.comment, 'createdAt', ${isoTextSql('c.created_at')},
            'author', json_build_object('id', c.author_id, 'name', c.author_name))
          order by c.created_at, c.id), '[]')
     from ((select id, comment, created_at, author_id, author_name from comments
             where application_id = a.id order by created_at desc, id desc limit ${Number(COMMENTS_SHOWN_MAX)})
           union
           (select id, comment, created_at, author_id, author_name from comments
             where application_id = a.id and author_id = ?::uuid
             order by created_at desc, id desc limit ${Number(COMMENTS_SHOWN_MAX)})) c) as comments,
  (select count(*)::int from comments where application_id = a.id) as "commentCount"`;

/** A row of `VIEW_COLUMNS`: the application (its instant as ISO text), with its reviews and comments as JSON. */
export type ViewRow = {
  id: string;
  applicantName: string;
  applicantEmail: string;
  currentRole: string;
  currentCompany: string | null;
  linkedinUrl: string | null;
  whyJoin: string;
  challenges: string;
  buildingWhat: string | null;
  techStack: string | null;
  expertise: string[];
  industry: string | null;
  stage: string | null;
  status: ApplicationStatus;
  submittedAt: string;
  decisionReason: string | null;
  votesRequired: number;
  votes: CastVote[];
  recusals: Recusal[];
  comments: ApplicationComment[];
  commentCount: number;
};

/** What the caller may see of a row's reviews, with at most the newest COMMENTS_SHOWN_MAX comments. */
function seenBy(caller: Caller, row: ViewRow) {
  const seen = reviewsSeenBy(caller, row.votes, row.recusals, row.comments);
  return { ...seen, comments: seen.comments.slice(-COMMENTS_SHOWN_MAX) };
}

/** The reviewer's view of a row: the application with what the caller may see of its votes and comments. */
function toApplicationView(row: ViewRow, caller: Caller): ApplicationView {
  return {
    id: row.id,
    applicantName: row.applicantName,
    applicantEmail: row.applicantEmail,
    currentRole: row.currentRole,
    currentCompany: row.currentCompany,
    linkedinUrl: row.linkedinUrl,
    whyJoin: row.whyJoin,
    challenges: row.challenges,
    buildingWhat: row.buildingWhat,
    techStack: row.techStack,
    expertise: row.expertise,
    industry: row.industry,
    stage: row.stage,
    status: row.status,
    submittedAt: row.submittedAt,
    decisionReason: row.decisionReason,
    ...seenBy(caller, row),
    votesRequired: row.votesRequired,
    commentCount: row.commentCount,
  };
}

/** The caller's view of each row (what they may see of its votes), cut to the page's byte budget. */
export function viewsOf(rows: readonly ViewRow[], caller: Caller): ApplicationView[] {
  return withinBudget(rows.map((row) => toApplicationView(row, caller)));
}

/** Applications by id, in that order, as the caller sees them: one statement, no managed entity. */
export async function applicationViews(
  em: EntityManager,
  applicationIds: readonly string[],
  caller: Caller,
): Promise<ApplicationView[]> {
  if (applicationIds.length === 0) return [];
  const rows = await em.execute<ViewRow[]>(`select ${VIEW_COLUMNS} from applications a where a.id in (?)`, [
    caller.id,
    applicationIds,
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return viewsOf(
    applicationIds.flatMap((id) => byId.get(id) ?? []),
    caller,
  );
}
