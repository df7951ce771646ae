import { setTimeout as sleep } from 'node:timers/promises';
import { MikroORM } from '@mikro-orm/postgresql';
import type { NatsConnection } from '@nats-io/transport-node';
import { applicationOps, EventTypes, type SubmitApplicationBody } from '@warroom/contracts';
import { WRITE_ENTITIES } from '@warroom/messaging';
import { ormOptions } from '@warroom/persistence';
import { applicationBody, connectedForTests, connectToNats, serviceDatabaseUrl } from '@warroom/testing';
import { pino } from 'pino';
import { BACKFILL_REASON, ProfileBackfill } from '../src/members/profile-backfill.js';
import { entities, migrationsPath } from '../src/orm.js';
import { ADMIN, identityForTests, uniqueEmail } from './identity-under-test.js';

/** The stack's identity database and NATS, for backfill jobs of the test's own, run a batch at a time. */
class Backfills {
  private constructor(
    private readonly orm: MikroORM,
    readonly nc: NatsConnection,
  ) {}

  static async connect(): Promise<Backfills> {
    const orm = await MikroORM.init(
      ormOptions({
        clientUrl: serviceDatabaseUrl('identity'),
        entities: [...entities, ...WRITE_ENTITIES],
        migrationsPath,
      }),
    );
    return new Backfills(orm, await connectToNats());
  }

  /** A job as a replica of identity runs it (its NATS connection unless told). */
  job(nc: NatsConnection = this.nc): ProfileBackfill {
    return new ProfileBackfill(this.orm, nc, pino({ level: 'silent' }));
  }

  async close(): Promise<void> {
    await this.nc.close();
    await this.orm.close();
  }
}

type ProfileRow = {
  headline: string | null;
  company: string | null;
  expertise: string[];
  industry: string | null;
  stage: string | null;
  stage_since: string | null;
  linkedin_url: string | null;
  profile_backfill: boolean;
};

/**
 * The profiles of the users who existed before profiles did (PRODUCT.md section 16): filled from
 * their accepted application where one has their email, once, audited as the system's change;
 * the flag the migration set cleared for each whether or not one was found.
 */
describe('identity profile backfill', () => {
  const identity = identityForTests();
  const backfills = connectedForTests(Backfills.connect);

  /** An account as the migration left it: an empty profile, flagged. */
  async function flaggedUser(email = uniqueEmail('before')): Promise<string> {
    const { user } = await identity.account(undefined, email);
    await identity.sql('update users set profile_backfill = true where id = $1', [user.id]);
    return user.id;
  }

  /** An application of `email`, accepted by an admin. */
  async function acceptedApplication(overrides: Partial<SubmitApplicationBody>): Promise<void> {
    const { id } = await identity.call(applicationOps.submit, { body: applicationBody(overrides) });
    await identity.call(applicationOps.changeStatus, {
      caller: ADMIN,
      params: { id },
      body: { status: 'ACCEPTED', decisionReason: 'Welcome' },
    });
  }

  /** Batches until none is left to take (another replica's, such as the stack's own, included). */
  async function runToEnd(job: ProfileBackfill = backfills.job()): Promise<void> {
    while ((await job.fillBatch()).claimed > 0);
  }

  const profileOf = async (id: string): Promise<ProfileRow | undefined> =>
    (
      await identity.sql<ProfileRow>(
        `select headline, company, expertise, industry, stage, stage_since::text, linkedin_url, profile_backfill
           from users where id = $1`,
        [id],
      )
    )[0];

  const profileEvents = async (id: string) =>
    (await identity.events(`User:${id}`)).filter((event) => event.type === EventTypes.profileUpdated);

  it('fills an empty profile from the accepted application of the same email, audited as the system’s change', async () => {
    const email = uniqueEmail('applicant');
    await acceptedApplication({
      applicantEmail: email.toUpperCase(),
      currentRole: 'VP Engineering',
      currentCompany: 'Ledgerly',
      linkedinUrl: 'https://www.linkedin.com/in/grace',
      expertise: ['Data Engineering', 'Security'],
      industry: 'FinTech',
      stage: 'SOVEREIGN',
    });
    const id = await flaggedUser(email);
    await runToEnd();
    expect(await profileOf(id)).toEqual({
      headline: 'VP Engineering at Ledgerly',
      company: 'Ledgerly',
      expertise: ['Data Engineering', 'Security'],
      industry: 'FinTech',
      stage: 'SOVEREIGN',
      stage_since: new Date().toISOString().slice(0, 10),
      linkedin_url: 'https://www.linkedin.com/in/grace',
      profile_backfill: false,
    });
    expect(await profileEvents(id)).toEqual([
      {
        type: EventTypes.profileUpdated,
        actor: null,
        data: {
          fields: ['headline', 'company', 'expertise', 'industry', 'stage', 'linkedinUrl'],
          reason: BACKFILL_REASON,
        },
      },
    ]);
  });

  it('leaves a profile without an accepted application empty, and one its owner filled as it is; both flags cleared', async () => {
    const alone = await flaggedUser();
    const rejected = uniqueEmail('rejected');
    const { id: application } = await identity.call(applicationOps.submit, {
      body: applicationBody({ applicantEmail: rejected }),
    });
    await identity.call(applicationOps.changeStatus, {
      caller: ADMIN,
      params: { id: application },
      body: { status: 'REJECTED', decisionReason: 'Not now' },
    });
    const notAccepted = await flaggedUser(rejected);
    const filled = uniqueEmail('filled');
    await acceptedApplication({ applicantEmail: filled, currentRole: 'CTO', industry: 'FinTech' });
    const owned = await flaggedUser(filled);
    await identity.sql("update users set company = 'Own Corp' where id = $1", [owned]);

    await runToEnd();
    const empty = {
      headline: null,
      company: null,
      expertise: [],
      industry: null,
      stage: null,
      stage_since: null,
      linkedin_url: null,
      profile_backfill: false,
    };
    expect(await profileOf(alone)).toEqual(empty);
    expect(await profileOf(notAccepted)).toEqual(empty);
    expect(await profileOf(owned)).toEqual({ ...empty, company: 'Own Corp' });
    for (const id of [alone, notAccepted, owned])
      expect({ id, events: await profileEvents(id) }).toEqual({ id, events: [] });
  });

  it('keeps the flags while applications does not answer, and fills the profiles once it does', async () => {
    const email = uniqueEmail('later');
    await acceptedApplication({ applicantEmail: email, currentRole: 'CTO', currentCompany: '' });
    const id = await flaggedUser(email);
    const unreachable = await connectToNats();
    await unreachable.close();
    await expect(backfills.job(unreachable).fillBatch()).rejects.toThrow('The applications service is unavailable');
    expect(await profileOf(id)).toMatchObject({ headline: null, profile_backfill: true });

    await runToEnd();
    expect(await profileOf(id)).toMatchObject({ headline: 'CTO', company: null, profile_backfill: false });
    expect(await profileEvents(id)).toHaveLength(1);
  });

  it('runs from the start of the service until no flag is left, trying again while applications does not answer', async () => {
    const emails = [uniqueEmail('started'), uniqueEmail('started')];
    for (const email of emails) await acceptedApplication({ applicantEmail: email, currentRole: 'CTO' });
    const ids = await Promise.all(emails.map((email) => flaggedUser(email)));
    const flagged = async () =>
      (
        await identity.sql<{ id: string }>('select id from users where profile_backfill and id = any($1::uuid[])', [
          ids,
        ])
      ).length;

    const unreachable = await connectToNats();
    await unreachable.close();
    const failing = backfills.job(unreachable);
    failing.onApplicationBootstrap();
    // Its first try and the one a second later fail; the flags stay, and it stops when asked.
    await sleep(1_500);
    await failing.onApplicationShutdown();
    expect(await flagged()).toBe(2);

    const job = backfills.job();
    job.onApplicationBootstrap();
    try {
      for (let waited = 0; (await flagged()) > 0; waited += 100) {
        if (waited > 15_000) throw new Error('the flagged users were not backfilled');
        await sleep(100);
      }
    } finally {
      await job.onApplicationShutdown();
    }
    for (const id of ids)
      expect(await profileOf(id)).toMatchObject({
        headline: expect.stringMatching(/^CTO at Company /),
        profile_backfill: false,
      });
  });

  it('shares the work between two jobs running at once: each profile filled, and audited, once', async () => {
    const emails = [uniqueEmail('shared'), uniqueEmail('shared'), uniqueEmail('shared')];
    for (const email of emails) await acceptedApplication({ applicantEmail: email, currentRole: 'CEO' });
    const ids = await Promise.all(emails.map((email) => flaggedUser(email)));

    await Promise.all([runToEnd(backfills.job()), runToEnd(backfills.job())]);
    // A batch that found a profile filled meanwhile leaves it: running again writes nothing more.
    await identity.sql('update users set profile_backfill = true where id = any($1::uuid[])', [ids]);
    await runToEnd();
    for (const id of ids) {
      expect({ id, profile: await profileOf(id), events: (await profileEvents(id)).length }).toEqual({
        id,
        profile: expect.objectContaining({ headline: expect.stringMatching(/^CEO at /), profile_backfill: false }),
        events: 1,
      });
    }
  });
});
