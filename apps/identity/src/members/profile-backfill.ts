import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LockMode, MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  ACCEPTED_PROFILES_MAX,
  applicationOps,
  EventTypes,
  profileOfApplication,
  type ProfileFromApplication,
} from '@warroom/contracts';
import { recordEvent, TimedPasses } from '@warroom/messaging';
import { NATS_CONNECTION, requestOperation, SERVICE_LOGGER } from '@warroom/microservice';
import type { Logger } from 'pino';
import { User } from '../users/user.entity.js';

/** The profile fields an application fills, in the profile's order (the audit's). */
const FILLED_FIELDS = [
  'headline',
  'company',
  'expertise',
  'industry',
  'stage',
  'linkedinUrl',
] as const satisfies readonly (keyof ProfileFromApplication & keyof User)[];

export const BACKFILL_REASON = 'filled from their accepted application';

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 60_000;
/** How soon to look again at users another replica's batch holds (it clears them, or it failed). */
const HELD_ELSEWHERE_MS = 10_000;

/** The pause after the n-th failure in a row: 1 s, 2 s, 4 s … up to a minute. */
export function backfillRetryMs(failures: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, Math.min(failures - 1, 20)));
}

/** What one batch did: the users it looked at (and cleared), and those whose profile it filled. */
export type BackfillBatch = { claimed: number; filled: number };

const isEmpty = (value: unknown): boolean => value == null || (Array.isArray(value) && value.length === 0);

/**
 * Fills `user`'s profile from their accepted application when nobody has filled it yet (its
 * owner, or the invitation they joined with): audited by the names of the fields, as a change
 * of the system's. False when it leaves the profile as it was.
 */
function fillFromApplication(em: EntityManager, user: User, profile: ProfileFromApplication, now: Date): boolean {
  if (FILLED_FIELDS.some((field) => !isEmpty(user[field]))) return false;
  const fields = FILLED_FIELDS.filter((field) => !isEmpty(profile[field]));
  if (fields.length === 0) return false;
  Object.assign(user, Object.fromEntries(fields.map((field) => [field, profile[field]])));
  if (fields.includes('stage')) user.stageSince = now.toISOString().slice(0, 10);
  user.updatedAt = now;
  recordEvent(em, {
    type: EventTypes.profileUpdated,
    actor: null,
    entity: `User:${user.id}`,
    data: { fields: [...fields], reason: BACKFILL_REASON },
  });
  return true;
}

/**
 * The users who existed before profiles did (the migration flagged them, `profileBackfill`)
 * get their profile from their accepted application where one has their email (PRODUCT.md
 * section 16). From the service's start, a batch of 100 flagged users at a time, taken
 * `for update skip locked` so that replicas share them, asks the applications service for their
 * profiles, fills the empty ones and clears every flag of the batch, in one transaction with
 * the events. Not answered, the batch rolls back (the flags stay) and is tried again after a
 * growing pause. It ends when no flag is left: then a start costs one indexed read.
 *
 * A batch holds its users' rows while applications answers (5 s at most): a change of one of
 * them meanwhile waits for it, and sees the filled profile.
 */
@Injectable()
export class ProfileBackfill implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly passes = new TimedPasses(() => this.pass());
  private failures = 0;
  private filled = 0;

  constructor(
    private readonly orm: MikroORM,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.passes.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.passes.stop();
  }

  /** One batch of flagged users, in one transaction. */
  fillBatch(): Promise<BackfillBatch> {
    return this.orm.em.fork().transactional(async (em) => {
      const users = await em.find(
        User,
        { profileBackfill: true },
        { orderBy: { id: 'asc' }, limit: ACCEPTED_PROFILES_MAX, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      if (users.length === 0) return { claimed: 0, filled: 0 };
      const { profiles } = await requestOperation(this.nc, applicationOps.acceptedProfiles, {
        body: { emails: users.map((user) => user.email) },
      });
      const byEmail = new Map(profiles.map(({ email, profile }) => [email, profileOfApplication(profile)]));
      const now = new Date();
      let filled = 0;
      for (const user of users) {
        user.profileBackfill = false;
        const profile = byEmail.get(user.email);
        if (profile && fillFromApplication(em, user, profile, now)) filled += 1;
      }
      return { claimed: users.length, filled };
    });
  }

  /** A batch, then the next one at once, later, or none (when no flag is left). */
  private async pass(): Promise<void> {
    try {
      const batch = await this.fillBatch();
      this.failures = 0;
      this.filled += batch.filled;
      if (batch.claimed === ACCEPTED_PROFILES_MAX) {
        this.passes.schedule(0);
        return;
      }
      // What is left, if any, is held by another replica's batch: looked at again in case it fails.
      if (await this.orm.em.fork().findOne(User, { profileBackfill: true }, { fields: ['id'] })) {
        this.passes.schedule(HELD_ELSEWHERE_MS);
        return;
      }
      if (this.filled > 0) this.logger.info({ filled: this.filled }, 'profiles filled from accepted applications');
    } catch (error) {
      this.failures += 1;
      const delay = backfillRetryMs(this.failures);
      this.logger.warn({ err: error, tries: this.failures }, `profile backfill failed; trying again in ${delay} ms`);
      this.passes.schedule(delay);
    }
  }
}
