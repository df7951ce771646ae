import type { EntityManager } from '@mikro-orm/postgresql';
import type { ApplicationStatus } from '@warroom/contracts';

/** An application as its views need it: a plain row, no managed entity (reads need none). */
export type ApplicationRecord = {
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
  submittedAt: Date;
  decisionReason: string | null;
  votesRequired: number;
};

/** The columns of an `ApplicationRecord`, named as its fields. */
export const APPLICATION_RECORD_COLUMNS = `id, applicant_name as "applicantName", applicant_email as "applicantEmail",
  current_role as "currentRole", current_company as "currentCompany", linkedin_url as "linkedinUrl",
  why_join as "whyJoin", challenges, building_what as "buildingWhat", tech_stack as "techStack", expertise,
  industry, stage, status, submitted_at as "submittedAt", decision_reason as "decisionReason",
  votes_required as "votesRequired"`;

/** Some applications by id, in the order of `ids`. */
export async function applicationRecords(em: EntityManager, ids: readonly string[]): Promise<ApplicationRecord[]> {
  if (ids.length === 0) return [];
  const rows = await em.execute<ApplicationRecord[]>(
    `select ${APPLICATION_RECORD_COLUMNS} from applications where id in (?)`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, { ...row, submittedAt: new Date(row.submittedAt) }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
