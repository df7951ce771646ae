import type { EntityName } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { ApplicationStatus } from '@warroom/contracts';
import { trigramIndex } from '@warroom/persistence';

/**
 * An application to join. Its id is the applicant's only key to the status page, so it
 * is 144 random bits, not a sequence and not a UUID.
 */
@Entity({ tableName: 'applications' })
@Index({ name: 'applications_submitted_idx', properties: ['submittedAt', 'id'] })
@Index({ name: 'applications_status_submitted_idx', properties: ['status', 'submittedAt'] })
@Index({
  name: 'applications_open_email_key',
  expression: `create unique index "applications_open_email_key" on "applications" ("email_key") where "status" <> 'REJECTED'`,
})
@Index(trigramIndex('applications', 'applicant_name', 'applications_name_trgm_idx'))
@Index(trigramIndex('applications', 'applicant_email', 'applications_email_trgm_idx'))
@Index(trigramIndex('applications', 'current_company', 'applications_company_trgm_idx'))
export class Application {
  declare [EntityName]?: 'Application';

  @PrimaryKey({ type: 'text' }) id!: string;
  @Property({ type: 'text' }) applicantName!: string;
  @Property({ type: 'text' }) applicantEmail!: string;
  /** Lower-cased email: one open application per email (a partial unique index). */
  @Property({ type: 'text' }) emailKey!: string;
  @Property({ type: 'text' }) currentRole!: string;
  @Property({ type: 'text', nullable: true }) currentCompany?: string | null;
  @Property({ type: 'text', nullable: true }) linkedinUrl?: string | null;
  @Property({ type: 'text' }) whyJoin!: string;
  @Property({ type: 'text' }) challenges!: string;
  @Property({ type: 'text', nullable: true }) buildingWhat?: string | null;
  @Property({ type: 'text', nullable: true }) techStack?: string | null;
  @Property({ type: 'jsonb' }) expertise!: string[];
  @Property({ type: 'text', nullable: true }) industry?: string | null;
  @Property({ type: 'text', nullable: true }) stage?: string | null;
  @Property({ type: 'text' }) status!: ApplicationStatus;
  @Property({ type: 'timestamptz' }) submittedAt!: Date;
  @Property({ type: 'timestamptz' }) updatedAt!: Date;
  @Property({ type: 'text', nullable: true }) decisionReason?: string | null;
  /** VOTES_REQUIRED when it was submitted. */
  @Property({ type: 'integer' }) votesRequired!: number;
}
