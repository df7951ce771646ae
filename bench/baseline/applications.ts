/** The applications reads of the bare baseline: the public status and the reviewers' list. */
import type { Application, ApplicationStatus, ApplicationStatusReply, VoteValue } from '@warroom/contracts';
import type { Pool } from 'pg';
import { HttpError, iso } from './http.ts';

type ApplicationRow = {
  id: string;
  applicant_name: string;
  applicant_email: string;
  current_role: string;
  current_company: string | null;
  linkedin_url: string | null;
  why_join: string;
  challenges: string;
  building_what: string | null;
  tech_stack: string | null;
  expertise: string[];
  industry: string | null;
  stage: string | null;
  status: ApplicationStatus;
  submitted_at: Date;
  decision_reason: string | null;
  votes_required: number;
};
type VoteRow = {
  application_id: string;
  voter_id: string;
  voter_name: string | null;
  voter_email: string;
  vote: VoteValue;
  reason: string | null;
  created_at: Date;
};
type CommentRow = {
  application_id: string;
  id: string;
  comment: string;
  created_at: Date;
  author_id: string;
  author_name: string;
};

/** The baseline's list item: the product's, without the comment count (it sends every comment) or recusals (none are seeded). */
export type ApplicationItem = Omit<Application, 'commentCount'>;

export async function status(applications: Pool, id: string): Promise<ApplicationStatusReply> {
  if (!/^[A-Za-z0-9_-]{22,64}$/.test(id)) throw new HttpError(404, 'Application not found');
  const { rows } = await applications.query<ApplicationRow>(
    `select "a0".* from "applications" as "a0" where "a0"."id" = $1 limit $2`,
    [id, 1],
  );
  const a = rows[0];
  if (!a) throw new HttpError(404, 'Application not found');
  return { id: a.id, status: a.status, submittedAt: iso(a.submitted_at), decisionReason: a.decision_reason ?? null };
}

function groupByApplication<R extends { application_id: string }>(rows: readonly R[]): Map<string, R[]> {
  const m = new Map<string, R[]>();
  for (const r of rows) {
    const l = m.get(r.application_id) ?? [];
    l.push(r);
    m.set(r.application_id, l);
  }
  return m;
}

function toItem(a: ApplicationRow, v: readonly VoteRow[], c: readonly CommentRow[]): ApplicationItem {
  return {
    id: a.id,
    applicantName: a.applicant_name,
    applicantEmail: a.applicant_email,
    currentRole: a.current_role,
    currentCompany: a.current_company ?? null,
    linkedinUrl: a.linkedin_url ?? null,
    whyJoin: a.why_join,
    challenges: a.challenges,
    buildingWhat: a.building_what ?? null,
    techStack: a.tech_stack ?? null,
    expertise: a.expertise,
    industry: a.industry ?? null,
    stage: a.stage ?? null,
    status: a.status,
    submittedAt: iso(a.submitted_at),
    decisionReason: a.decision_reason ?? null,
    // The baseline reads as an admin, who sees every vote (PRODUCT.md section 11).
    votes: v.map((x) => ({
      voterId: x.voter_id,
      voter: { id: x.voter_id, name: x.voter_name ?? x.voter_email },
      vote: x.vote,
      reason: x.reason ?? null,
      createdAt: iso(x.created_at),
    })),
    voteTally: {
      approve: v.filter((x) => x.vote === 'APPROVE').length,
      reject: v.filter((x) => x.vote === 'REJECT').length,
      total: v.length,
    },
    votesRequired: a.votes_required,
    myVote: null,
    recused: false,
    recusals: [],
    comments: c.map((x) => ({
      id: x.id,
      comment: x.comment,
      createdAt: iso(x.created_at),
      author: { id: x.author_id, name: x.author_name },
    })),
  };
}

export async function listApplications(
  applications: Pool,
  limit: number,
  offset: number,
): Promise<{ items: ApplicationItem[]; total: number }> {
  const [{ rows: apps }, { rows: totals }] = await Promise.all([
    applications.query<ApplicationRow>(
      `select "a0".* from "applications" as "a0" order by "a0"."submitted_at" desc, "a0"."id" desc limit $1${offset ? ' offset $2' : ''}`,
      offset ? [limit, offset] : [limit],
    ),
    applications.query<{ total: string | null }>(
      `select sum(count) as total from application_counters where dimension = $1`,
      ['status'],
    ),
  ]);
  const ids = apps.map((a) => a.id);
  const inList = ids.map((_, i) => `$${i + 1}`).join(', ');
  const [{ rows: votes }, { rows: comments }] = ids.length
    ? await Promise.all([
        applications.query<VoteRow>(
          `select "v0".* from "votes" as "v0" where "v0"."application_id" in (${inList}) and "v0"."replaced_at" is null order by "v0"."created_at" asc`,
          ids,
        ),
        applications.query<CommentRow>(
          `select "c0".* from "comments" as "c0" where "c0"."application_id" in (${inList}) order by "c0"."created_at" asc`,
          ids,
        ),
      ])
    : [{ rows: [] }, { rows: [] }];
  const votesOf = groupByApplication(votes);
  const commentsOf = groupByApplication(comments);
  const items = apps.map((a) => toItem(a, votesOf.get(a.id) ?? [], commentsOf.get(a.id) ?? []));
  return { items, total: Number(totals[0]?.total ?? 0) };
}
