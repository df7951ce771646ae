import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  ApplicationStatus,
  DomainError,
  ErrorCode,
  EventTypes,
  type AcceptedProfilesReply,
  type ApplicantContact,
  type ApplicationStatusReply,
  type SubmitApplicationBody,
  type SubmitApplicationReply,
} from '@warroom/contracts';
import { recordEvent } from '@warroom/messaging';
import { kyselyOf } from '@warroom/persistence';
import { sql } from 'kysely';
import { applyCounterChanges, countersOfNew } from '../analytics/counters.js';
import { APPLICATIONS_OPTIONS, type ApplicationsOptions } from '../applications-options.js';
import type { ApplicationsDb } from '../orm.js';
import { newApplicationId } from './application-id.js';
import { Application } from './application.entity.js';

export const ALREADY_OPEN = 'An application for this email is already open';

const blankToNull = (value: string | undefined): string | null => (value && value.trim() ? value.trim() : null);

@Injectable()
export class IntakeService {
  constructor(
    private readonly em: EntityManager,
    @Inject(APPLICATIONS_OPTIONS) private readonly options: ApplicationsOptions,
  ) {}

  async submit(input: SubmitApplicationBody): Promise<SubmitApplicationReply> {
    const now = new Date();
    try {
      return await this.em.transactional(async (em) => {
        const application = em.create(Application, {
          id: newApplicationId(),
          applicantName: input.applicantName.trim(),
          applicantEmail: input.applicantEmail.trim(),
          emailKey: input.applicantEmail.trim().toLowerCase(),
          currentRole: input.currentRole.trim(),
          currentCompany: blankToNull(input.currentCompany),
          linkedinUrl: blankToNull(input.linkedinUrl),
          whyJoin: input.whyJoin.trim(),
          challenges: input.challenges.trim(),
          buildingWhat: blankToNull(input.buildingWhat),
          techStack: blankToNull(input.techStack),
          expertise: [...new Set((input.expertise ?? []).map((e) => e.trim()).filter(Boolean))],
          industry: blankToNull(input.industry),
          stage: blankToNull(input.stage),
          status: ApplicationStatus.Submitted,
          submittedAt: now,
          updatedAt: now,
          votesRequired: this.options.votesRequired,
        });
        em.persist(application);
        await em.flush();
        await applyCounterChanges(em, countersOfNew(application));
        recordEvent(em, {
          type: EventTypes.applicationSubmitted,
          actor: null,
          entity: `Application:${application.id}`,
          data: { industry: application.industry, stage: application.stage, expertise: application.expertise },
        });
        return { id: application.id };
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new DomainError(ErrorCode.Conflict, ALREADY_OPEN);
      throw error;
    }
  }

  /**
   * Whom the application's emails go to (PRODUCT.md section 8), and what the applicant's profile
   * starts from (section 16): asked by identity's mail module.
   */
  async contact(id: string): Promise<ApplicantContact> {
    const application = await this.em.findOne(Application, { id });
    if (!application) throw new DomainError(ErrorCode.NotFound, 'Application not found');
    return {
      id: application.id,
      name: application.applicantName,
      email: application.applicantEmail,
      profile: {
        currentRole: application.currentRole,
        currentCompany: application.currentCompany ?? null,
        expertise: application.expertise,
        industry: application.industry ?? null,
        stage: application.stage ?? null,
        linkedinUrl: application.linkedinUrl ?? null,
      },
    };
  }

  /**
   * Which of these (lower-cased) emails have an ACCEPTED application, with what the newest
   * one's applicant starts their profile from (PRODUCT.md section 16): asked by identity's
   * profile backfill. One statement, at most a row per email asked (100 at most); the open-email
   * index (`applications_open_email_key`, where status is not REJECTED) finds them.
   */
  async acceptedProfiles(emails: readonly string[]): Promise<AcceptedProfilesReply> {
    const rows = await kyselyOf<ApplicationsDb>(this.em)
      .selectFrom('Application')
      .distinctOn('emailKey')
      .select(['emailKey', 'currentRole', 'currentCompany', 'expertise', 'industry', 'stage', 'linkedinUrl'])
      .where('emailKey', '=', sql<string>`any(${[...emails]}::text[])`)
      .where('status', '=', ApplicationStatus.Accepted)
      .orderBy('emailKey')
      .orderBy('submittedAt', 'desc')
      .execute();
    return {
      profiles: rows.map((row) => ({
        email: row.emailKey,
        profile: {
          currentRole: row.currentRole,
          currentCompany: row.currentCompany ?? null,
          expertise: row.expertise,
          industry: row.industry ?? null,
          stage: row.stage ?? null,
          linkedinUrl: row.linkedinUrl ?? null,
        },
      })),
    };
  }

  /** The public lookup: one indexed row, four columns, no managed entity. */
  async status(id: string): Promise<ApplicationStatusReply> {
    const row = await kyselyOf<ApplicationsDb>(this.em)
      .selectFrom('Application')
      .select(['id', 'status', 'submittedAt', 'decisionReason'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new DomainError(ErrorCode.NotFound, 'Application not found');
    return { ...row, submittedAt: row.submittedAt.toISOString(), decisionReason: row.decisionReason ?? null };
  }
}
