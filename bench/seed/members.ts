/**
 * Seeds the identity database's directory (PRODUCT.md section 16): member accounts with
 * profiles, sharing the admin's password hash (as the reviewers do), the first of them the
 * member the bench reads the directory as.
 */
import { randomUUID } from 'node:crypto';
import {
  EXPERTISE_OPTIONS,
  INDUSTRY_OPTIONS,
  OPEN_TO,
  Role,
  Visibility,
  type OpenTo,
  type Stage,
} from '@warroom/contracts';
import { z } from 'zod';
import { countRows, rowsOf, withDb } from '../lib/db.ts';
import { DAY_MS } from './application-rows.ts';
import { pick, prng, weighted, type Random } from './random.ts';
import type { TopUp } from './results.ts';
import {
  BIO_SENTENCES,
  CITIES,
  COMPANY_A,
  COMPANY_B,
  FAMILY_NAMES,
  FOCUS,
  GIVEN_NAMES,
  INDUSTRY_WEIGHTS,
  MEMBER_ROLES,
  STAGE_WEIGHTS,
  STAGES,
} from './words.ts';

const MEMBER_EMAIL_LIKE = 'member-%@bench.warroom.dev';
const memberEmail = (n: number): string => `member-${String(n + 1).padStart(5, '0')}@bench.warroom.dev`;

/** The member the bench reads the directory as: always seeded active and listed. */
export const BENCH_MEMBER_EMAIL = memberEmail(0);

/** How likely a member is open to each. */
const OPEN_TO_ODDS: Readonly<Record<OpenTo, number>> = { ADVISING: 0.4, SPEAKING: 0.25, HIRING: 0.3, INVESTING: 0.1 };

type MemberRow = {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly active: boolean;
  readonly createdAt: Date;
  readonly headline: string | null;
  readonly company: string | null;
  readonly bio: string | null;
  readonly expertise: string[];
  readonly industry: string | null;
  readonly stage: Stage | null;
  readonly stageSince: string | null;
  readonly linkedinUrl: string | null;
  readonly location: string | null;
  readonly openTo: OpenTo[];
  readonly visibility: Visibility;
  readonly shareEmail: boolean;
};

/** `count` distinct items of `items`, in a drawn order. */
const some = <T>(rand: Random, items: readonly T[], count: number): T[] =>
  [...items]
    .map((item) => ({ item, key: rand() }))
    .sort((a, b) => a.key - b.key)
    .slice(0, count)
    .map(({ item }) => item);

function headlineOf(rand: Random, company: string | null): string | null {
  const role = pick(rand, MEMBER_ROLES);
  const form = rand();
  if (form < 0.55) return company ? `${role} at ${company}` : role;
  if (form < 0.8) return `${role}, ${pick(rand, FOCUS)}`;
  if (form < 0.9) return `Ex-${role}; now ${pick(rand, FOCUS)}`;
  return null;
}

/** Member number `n`; every draw from `rand` comes in a fixed order, so a seed gives the same data. */
function makeMember(rand: Random, n: number, now: number): MemberRow {
  const first = pick(rand, GIVEN_NAMES);
  const last = pick(rand, FAMILY_NAMES);
  const middle = rand() < 0.15 ? ` ${String.fromCharCode(65 + Math.floor(rand() * 26))}.` : '';
  const createdAt = new Date(now - rand() * 730 * DAY_MS);
  const company = rand() < 0.85 ? `${pick(rand, COMPANY_A)} ${pick(rand, COMPANY_B)}` : null;
  const stage = rand() < 0.9 ? weighted(rand, STAGE_WEIGHTS, STAGES) : null;
  const reader = n === 0;
  return {
    id: randomUUID(),
    name: `${first}${middle} ${last}`,
    email: memberEmail(n),
    active: reader || rand() >= 0.02,
    createdAt,
    headline: headlineOf(rand, company),
    company,
    bio: rand() < 0.8 ? some(rand, BIO_SENTENCES, 1 + Math.floor(rand() * 3)).join(' ') : null,
    expertise: some(rand, EXPERTISE_OPTIONS, 1 + Math.floor(rand() * 4)),
    industry: rand() < 0.9 ? weighted(rand, INDUSTRY_WEIGHTS, INDUSTRY_OPTIONS) : null,
    stage,
    stageSince: stage
      ? new Date(createdAt.getTime() + rand() * (now - createdAt.getTime())).toISOString().slice(0, 10)
      : null,
    linkedinUrl:
      rand() < 0.7
        ? `https://www.linkedin.com/in/${`${first}-${last}`.toLowerCase().replace(/[^a-z]+/g, '-')}-${n + 1}`
        : null,
    location: rand() < 0.85 ? pick(rand, CITIES) : null,
    openTo: OPEN_TO.filter((value) => rand() < OPEN_TO_ODDS[value]),
    visibility: !reader && rand() < 0.08 ? Visibility.Hidden : Visibility.Members,
    shareEmail: rand() < 0.3,
  };
}

export type SeedMembersOptions = {
  readonly target: number;
  readonly batchSize?: number;
  readonly seed?: number;
};

/** Tops the directory up to `target` members (MEMBER accounts with profiles), in batches of `batchSize`. */
export async function seedMembers(
  identityUrl: string,
  { target, batchSize = 2_000, seed = 31 }: SeedMembersOptions,
): Promise<TopUp> {
  return withDb(identityUrl, async (client) => {
    const have = await countRows(client, `users where email like $1`, [MEMBER_EMAIL_LIKE]);
    if (have >= target) return { before: have, added: 0, total: have };
    const [first] = await rowsOf(
      client,
      `select password_hash from users order by created_at limit 1`,
      z.object({ password_hash: z.string() }),
    );
    if (!first)
      throw new Error('identity has no user yet: start the stack once (it creates the default admin) before seeding');
    const rand = prng(seed + have);
    const now = Date.now();
    for (let from = have; from < target; from += batchSize) {
      const rows = Array.from({ length: Math.min(batchSize, target - from) }, (_, i) =>
        makeMember(rand, from + i, now),
      );
      const col = <T>(f: (m: MemberRow) => T): T[] => rows.map(f);
      await client.query(
        `insert into users (id, name, email, role, theme, active, password_hash, created_at, updated_at, headline,
           company, bio, expertise, industry, stage, stage_since, linkedin_url, location, open_to, visibility, share_email)
         select id, n, e, $1, 'light', a, $2, c, c, h, co, b, ex::jsonb, ind, st, ss, li, loc, ot::jsonb, v, se
           from unnest($3::uuid[], $4::text[], $5::text[], $6::boolean[], $7::timestamptz[], $8::text[], $9::text[],
                       $10::text[], $11::text[], $12::text[], $13::text[], $14::date[], $15::text[], $16::text[],
                       $17::text[], $18::text[], $19::boolean[])
             as t(id, n, e, a, c, h, co, b, ex, ind, st, ss, li, loc, ot, v, se)`,
        [
          Role.Member,
          first.password_hash,
          col((m) => m.id),
          col((m) => m.name),
          col((m) => m.email),
          col((m) => m.active),
          col((m) => m.createdAt),
          col((m) => m.headline),
          col((m) => m.company),
          col((m) => m.bio),
          col((m) => JSON.stringify(m.expertise)),
          col((m) => m.industry),
          col((m) => m.stage),
          col((m) => m.stageSince),
          col((m) => m.linkedinUrl),
          col((m) => m.location),
          col((m) => JSON.stringify(m.openTo)),
          col((m) => m.visibility),
          col((m) => m.shareEmail),
        ],
      );
    }
    // As autovacuum would after a bulk load (the statistics the directory's plans are made from).
    await client.query('vacuum (analyze) users');
    return { before: have, added: target - have, total: target };
  });
}
