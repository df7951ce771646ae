/**
 * Seeds the applications database: applications with their votes and comments, and the
 * application_counters they add up to.
 */
import { randomUUID } from 'node:crypto';
import type { VoteValue } from '@warroom/contracts';
import { countRows, inTransaction, withDb, type Db } from '../lib/db.ts';
import {
  addCounters,
  counterChanges,
  DAY_MS,
  makeApplication,
  type ApplicationRow,
  type CounterDeltas,
} from './application-rows.ts';
import type { Reviewer } from './identity.ts';
import type { ApplicationsSeed } from './results.ts';
import { pick, prng, weighted, type Random } from './random.ts';
import { COMMENTS, VOTE_WEIGHTS, VOTES } from './words.ts';

type VoteColumns = {
  id: string[];
  app: string[];
  voter: string[];
  email: string[];
  vote: VoteValue[];
  reason: (string | null)[];
  created: Date[];
  replaced: (Date | null)[];
};
type CommentColumns = {
  id: string[];
  app: string[];
  author: string[];
  name: string[];
  text: string[];
  created: Date[];
};

type Vote = {
  app: string;
  voter: Reviewer;
  vote: VoteValue;
  reason: string | null;
  created: Date;
  replaced: Date | null;
};

function pushVote(v: VoteColumns, vote: Vote): void {
  v.id.push(randomUUID());
  v.app.push(vote.app);
  v.voter.push(vote.voter.id);
  v.email.push(vote.voter.email);
  v.vote.push(vote.vote);
  v.reason.push(vote.reason);
  v.created.push(vote.created);
  v.replaced.push(vote.replaced);
}

/** The votes and comments of one application, drawn in a fixed order from `rand`. */
function reviewsOf(
  rand: Random,
  a: ApplicationRow,
  reviewers: readonly Reviewer[],
  now: number,
  v: VoteColumns,
  c: CommentColumns,
): void {
  const voting = a.status !== 'SUBMITTED';
  const nVotes = !voting ? 0 : a.status === 'UNDER_REVIEW' ? Math.floor(rand() * 3) : 3 + Math.floor(rand() * 8);
  const voters = [...reviewers].sort(() => rand() - 0.5).slice(0, Math.min(nVotes, reviewers.length));
  for (const r of voters) {
    const created = new Date(Math.min(now, a.submittedAt.getTime() + rand() * 10 * DAY_MS));
    const value = weighted(rand, VOTE_WEIGHTS, VOTES);
    if (rand() < 0.05) {
      // A vote changed later: the old one stays as history with replaced_at set.
      const old = value === 'APPROVE' ? 'REJECT' : 'APPROVE';
      pushVote(v, {
        app: a.id,
        voter: r,
        vote: old,
        reason: null,
        created,
        replaced: new Date(created.getTime() + 3600_000),
      });
    }
    const reason = rand() < 0.3 ? pick(rand, COMMENTS) : null;
    pushVote(v, {
      app: a.id,
      voter: r,
      vote: value,
      reason,
      created: new Date(created.getTime() + 7200_000),
      replaced: null,
    });
  }
  const nComments = voting ? Math.floor(rand() * 4) : rand() < 0.1 ? 1 : 0;
  for (let k = 0; k < nComments; k++) {
    const r = pick(rand, reviewers);
    c.id.push(randomUUID());
    c.app.push(a.id);
    c.author.push(r.id);
    c.name.push(r.name ?? r.email);
    c.text.push(pick(rand, COMMENTS));
    c.created.push(new Date(Math.min(now, a.submittedAt.getTime() + rand() * 15 * DAY_MS)));
  }
}

/** One batch in one transaction, application_counters incremented with it. */
async function insertBatch(
  client: Db,
  apps: readonly ApplicationRow[],
  v: VoteColumns,
  c: CommentColumns,
  counters: CounterDeltas,
): Promise<void> {
  const col = <T>(f: (a: ApplicationRow) => T): T[] => apps.map(f);
  await inTransaction(client, async () => {
    await client.query(
      `insert into applications (id, applicant_name, applicant_email, email_key, "current_role", current_company,
         linkedin_url, why_join, challenges, building_what, tech_stack, expertise, industry, stage, status,
         submitted_at, updated_at, decision_reason, votes_required)
       select id, n, e, ek, r, co, li, wj, ch, bw, ts, ex::jsonb, ind, st, s, sa, ua, dr, vr
         from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                     $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[],
                     $16::timestamptz[], $17::timestamptz[], $18::text[], $19::int[])
           as t(id, n, e, ek, r, co, li, wj, ch, bw, ts, ex, ind, st, s, sa, ua, dr, vr)`,
      [
        col((a) => a.id),
        col((a) => a.applicantName),
        col((a) => a.applicantEmail),
        col((a) => a.emailKey),
        col((a) => a.currentRole),
        col((a) => a.currentCompany),
        col((a) => a.linkedinUrl),
        col((a) => a.whyJoin),
        col((a) => a.challenges),
        col((a) => a.buildingWhat),
        col((a) => a.techStack),
        col((a) => JSON.stringify(a.expertise)),
        col((a) => a.industry),
        col((a) => a.stage),
        col((a) => a.status),
        col((a) => a.submittedAt),
        col((a) => a.updatedAt),
        col((a) => a.decisionReason),
        col((a) => a.votesRequired),
      ],
    );
    if (v.id.length) {
      await client.query(
        `insert into votes (id, application_id, voter_id, voter_email, vote, reason, created_at, replaced_at)
         select * from unnest($1::uuid[], $2::text[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::timestamptz[], $8::timestamptz[])`,
        [v.id, v.app, v.voter, v.email, v.vote, v.reason, v.created, v.replaced],
      );
    }
    if (c.id.length) {
      await client.query(
        `insert into comments (id, application_id, author_id, author_name, comment, created_at)
         select * from unnest($1::uuid[], $2::text[], $3::uuid[], $4::text[], $5::text[], $6::timestamptz[])`,
        [c.id, c.app, c.author, c.name, c.text, c.created],
      );
    }
    // Same statement as applyCounterChanges, in a fixed order (no deadlock with a live submission).
    const changes = counterChanges(counters);
    await client.query(
      `insert into application_counters (dimension, key, count)
       select * from unnest($1::text[], $2::text[], $3::bigint[])
       on conflict (dimension, key) do update set count = application_counters.count + excluded.count`,
      [changes.map((x) => x.dimension), changes.map((x) => x.key), changes.map((x) => x.delta)],
    );
  });
}

export type SeedApplicationsOptions = {
  readonly target: number;
  readonly reviewers: readonly Reviewer[];
  readonly batchSize?: number;
  readonly seed?: number;
  readonly log?: (line: string) => void;
};

/**
 * Tops `applications` up to `target` rows, with votes and comments, in batches of `batchSize`,
 * each batch one transaction that also increments application_counters.
 */
export async function seedApplications(
  applicationsUrl: string,
  { target, reviewers, batchSize = 5_000, seed = 1, log = () => undefined }: SeedApplicationsOptions,
): Promise<ApplicationsSeed> {
  if (!reviewers.length) throw new Error('seedApplications needs reviewers');
  return withDb(applicationsUrl, async (client) => {
    const have = await countRows(client, 'applications');
    const toAdd = Math.max(0, target - have);
    const rand = prng(seed + have);
    const now = Date.now();
    let added = 0;
    let votes = 0;
    let comments = 0;
    while (added < toAdd) {
      const size = Math.min(batchSize, toAdd - added);
      const apps = Array.from({ length: size }, (_, i) => makeApplication(rand, have + added + i, now));
      const counters: CounterDeltas = new Map();
      const v: VoteColumns = { id: [], app: [], voter: [], email: [], vote: [], reason: [], created: [], replaced: [] };
      const c: CommentColumns = { id: [], app: [], author: [], name: [], text: [], created: [] };
      for (const a of apps) {
        addCounters(counters, a);
        reviewsOf(rand, a, reviewers, now, v, c);
      }
      await insertBatch(client, apps, v, c, counters);
      added += size;
      votes += v.id.length;
      comments += c.id.length;
      log(`applications: ${have + added}/${target}`);
    }
    // VACUUM as autovacuum would after a bulk load, so that measurements do not depend on
    // whether it has run yet (the visibility map decides index-only scans).
    if (added > 0) await client.query('vacuum (analyze) applications, votes, comments, application_counters');
    return { before: have, added, votes, comments, total: have + added };
  });
}
