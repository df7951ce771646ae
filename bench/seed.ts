#!/usr/bin/env node
/**
 * Fills a War Room stack's databases with realistic data, fast: direct SQL into each
 * service's own database (the services never see it, exactly like a restore).
 *
 *   node bench/seed.mjs --pg postgres://postgres@127.0.0.1:5432/postgres \
 *     [--prefix warroom_] [--applications 10000] [--audit 100000] [--objectives 200] \
 *     [--key-results 4] [--metrics 100] [--points 1000] [--reviewers 12]
 *
 * Every count is a target total: the seed tops a table up to it (running it again with a
 * larger number adds the difference), so one database can be measured at 10,000 and then
 * at 100,000 applications.
 *
 * What it keeps right, as the product would:
 * - application_counters (status, industry, expertise, stage): incremented in the same
 *   transaction as each batch of applications, the way apps/applications/src/analytics/
 *   counters.ts does it for one submission (so a running service may submit meanwhile);
 * - one open application per email (unique emails), votes only from reviewers, at most one
 *   current vote per reviewer and application (a replaced vote is kept as history);
 * - audit_log rows are inserted directly (the table refuses UPDATE/DELETE/TRUNCATE, never INSERT).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

export const SEED_DEFAULTS = Object.freeze({
  applications: 10_000,
  audit: 100_000,
  objectives: 200,
  keyResults: 4,
  metrics: 100,
  points: 1_000,
  reviewers: 12,
});

// Mirrors libs/contracts/src/applications.ts (kept literal so the seed runs without a build).
const STATUSES = ['SUBMITTED', 'UNDER_REVIEW', 'VOTING', 'ACCEPTED', 'REJECTED', 'WAITLISTED'];
const STATUS_WEIGHTS = [30, 18, 12, 16, 16, 8];
const EXPERTISE = [
  'Architecture',
  'Cloud Infrastructure',
  'Data Engineering',
  'DevOps/SRE',
  'Frontend Development',
  'Backend Development',
  'Mobile Development',
  'Machine Learning/AI',
  'Security',
  'Product Management',
  'Engineering Management',
  'Startup Scaling',
];
const INDUSTRIES = [
  'B2B SaaS',
  'B2C',
  'E-commerce',
  'FinTech',
  'HealthTech',
  'EdTech',
  'MarketPlace',
  'Enterprise',
  'DeepTech',
  'Other',
];
const INDUSTRY_WEIGHTS = [24, 8, 9, 14, 9, 5, 6, 12, 5, 8];
const STAGES = ['CAREERIST', 'FOUNDER', 'SOVEREIGN', 'KINGSMAN'];
const STAGE_WEIGHTS = [40, 35, 18, 7];
const ROLES = [
  'CTO',
  'VP Engineering',
  'Head of Engineering',
  'Co-founder & CTO',
  'Chief Architect',
  'Engineering Director',
];
const FIRST = [
  'Ada',
  'Grace',
  'Linus',
  'Margaret',
  'Ken',
  'Barbara',
  'Dennis',
  'Frances',
  'Guido',
  'Radia',
  'Brendan',
  'Katherine',
  'Yukihiro',
  'Hedy',
  'Bjarne',
  'Anita',
];
const LAST = [
  'Lovelace',
  'Hopper',
  'Torvalds',
  'Hamilton',
  'Thompson',
  'Liskov',
  'Ritchie',
  'Allen',
  'van Rossum',
  'Perlman',
  'Eich',
  'Johnson',
  'Matsumoto',
  'Lamarr',
  'Stroustrup',
  'Borg',
];
const COMPANY_A = ['North', 'Blue', 'Iron', 'Bright', 'Quantum', 'Silver', 'Rapid', 'Deep', 'Open', 'Clear'];
const COMPANY_B = ['Labs', 'Systems', 'Works', 'Cloud', 'Data', 'Logic', 'Health', 'Pay', 'Grid', 'Stack'];
const WHY = [
  'I want to learn how to move from running engineering to running the company, with peers who did it.',
  'Our board expects me to speak about margins and growth, and I need people who have been in that room.',
  'I am scaling a team from twenty to a hundred engineers and want to avoid the mistakes others already made.',
  'Technical leadership is lonely at the top; a group of CTOs who share their numbers honestly would help me.',
  'I am preparing for a Series B and want to understand how other technical founders structured their org.',
];
const CHALLENGES = [
  'Board communication, hiring executives and owning the P&L for the first time.',
  'Balancing platform investment against feature pressure from sales while the team doubles.',
  'Moving a monolith to services without stopping delivery, and keeping on-call humane.',
  'Building a security program for enterprise customers with a team of four.',
];
const COMMENTS = [
  'Strong operator, clear thinking about the business side.',
  'Would like to hear more about their team size and scope.',
  'Great fit for the founder track.',
  'Referred by a current member; spoke with them last week.',
  'Experience looks more hands-on than leadership so far.',
];
const AUDIT_ACTIONS = [
  'application.submitted',
  'application.voted',
  'application.commented',
  'application.status_changed',
  'auth.login',
  'auth.logout',
  'auth.login_failed',
  'objective.created',
  'key_result.updated',
  'metric.point_added',
  'user.updated',
];

/** A small deterministic PRNG (mulberry32) so that two runs seed the same shape of data. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (rand, items) => items[Math.floor(rand() * items.length)];
function weighted(rand, items, weights) {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rand() * total;
  for (let i = 0; i < items.length; i++) {
    r -= weights[i];
    if (r < 0) return items[i];
  }
  return items[items.length - 1];
}

const DAY_MS = 24 * 3600_000;

/** The database a service owns, as in libs/local-infra (`warroom_identity` etc.). */
export const dbName = (prefix, service) => `${prefix}${service}`;

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function count(client, table) {
  const { rows } = await client.query(`select count(*)::int as n from ${table}`);
  return rows[0].n;
}

/** Reviewer accounts (CTO/CEO) in identity, sharing the admin's password hash; returns their ids, names and emails. */
export async function seedReviewers(identityUrl, target) {
  return withClient(identityUrl, async (client) => {
    const existing = await client.query(
      `select id, name, email from users where email like 'reviewer-%@bench.warroom.dev' order by email`,
    );
    const have = existing.rows.length;
    if (have < target) {
      const { rows } = await client.query(`select password_hash from users order by created_at limit 1`);
      const hash = rows[0]?.password_hash;
      if (!hash)
        throw new Error('identity has no user yet: start the stack once (it creates the default admin) before seeding');
      const ids = [];
      const names = [];
      const emails = [];
      const roles = [];
      for (let i = have; i < target; i++) {
        ids.push(randomUUID());
        names.push(`Reviewer ${i + 1}`);
        emails.push(`reviewer-${String(i + 1).padStart(3, '0')}@bench.warroom.dev`);
        roles.push(i % 3 === 0 ? 'CEO' : 'CTO');
      }
      await client.query(
        `insert into users (id, name, email, role, theme, active, password_hash, created_at, updated_at)
         select id, name, email, role, 'light', true, $5, now(), now()
           from unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) as t(id, name, email, role)`,
        [ids, names, emails, roles, hash],
      );
    }
    const { rows } = await client.query(
      `select id, name, email from users where email like 'reviewer-%@bench.warroom.dev' order by email`,
    );
    return rows;
  });
}

function makeApplication(rand, n, now) {
  const first = pick(rand, FIRST);
  const last = pick(rand, LAST);
  const tag = randomBytes(4).toString('hex');
  const email = `${first.toLowerCase()}.${last.toLowerCase().replace(/\s+/g, '')}.${n}.${tag}@example.com`;
  const status = weighted(rand, STATUSES, STATUS_WEIGHTS);
  const submittedAt = new Date(now - rand() * 365 * DAY_MS);
  const decided = status === 'ACCEPTED' || status === 'REJECTED' || status === 'WAITLISTED';
  const updatedAt =
    status === 'SUBMITTED' ? submittedAt : new Date(Math.min(now, submittedAt.getTime() + rand() * 20 * DAY_MS));
  const expertise = [...new Set(Array.from({ length: 1 + Math.floor(rand() * 4) }, () => pick(rand, EXPERTISE)))];
  return {
    id: randomBytes(18).toString('base64url'),
    applicantName: `${first} ${last}`,
    applicantEmail: email,
    emailKey: email.toLowerCase(),
    currentRole: pick(rand, ROLES),
    currentCompany: rand() < 0.9 ? `${pick(rand, COMPANY_A)} ${pick(rand, COMPANY_B)}` : null,
    linkedinUrl:
      rand() < 0.7
        ? `https://www.linkedin.com/in/${first.toLowerCase()}-${last.toLowerCase().replace(/\s+/g, '-')}-${tag}`
        : null,
    whyJoin: `${pick(rand, WHY)} ${pick(rand, WHY)}`,
    challenges: pick(rand, CHALLENGES),
    buildingWhat:
      rand() < 0.8
        ? `A ${pick(rand, INDUSTRIES)} platform for ${pick(rand, ['SMBs', 'hospitals', 'banks', 'retailers', 'developers'])}`
        : null,
    techStack:
      rand() < 0.8
        ? pick(rand, [
            'TypeScript, PostgreSQL',
            'Go, Kafka, Kubernetes',
            'Python, Django, AWS',
            'Kotlin, Spring, GCP',
            'Rust, ClickHouse',
          ])
        : null,
    expertise,
    industry: rand() < 0.92 ? weighted(rand, INDUSTRIES, INDUSTRY_WEIGHTS) : null,
    stage: rand() < 0.9 ? weighted(rand, STAGES, STAGE_WEIGHTS) : null,
    status,
    submittedAt,
    updatedAt,
    decisionReason:
      decided && rand() < 0.7
        ? pick(rand, ['Strong fit', 'Not enough leadership scope yet', 'Great references', 'Reapply next year'])
        : null,
    votesRequired: 10,
  };
}

/** What a new application adds to application_counters (as countersOfNew in the product). */
function addCounters(map, application) {
  const bump = (dimension, key) => {
    const k = `${dimension}\u0000${key}`;
    map.set(k, (map.get(k) ?? 0) + 1);
  };
  bump('status', application.status);
  if (application.industry) bump('industry', application.industry);
  if (application.stage) bump('stage', application.stage);
  for (const area of new Set(application.expertise)) bump('expertise', area);
}

/**
 * Tops `applications` up to `target` rows, with votes and comments, in batches of `batchSize`,
 * each batch one transaction that also increments application_counters.
 */
export async function seedApplications(
  applicationsUrl,
  { target, reviewers, batchSize = 5_000, seed = 1, log = () => {} },
) {
  if (!reviewers?.length) throw new Error('seedApplications needs reviewers');
  return withClient(applicationsUrl, async (client) => {
    const have = await count(client, 'applications');
    const toAdd = Math.max(0, target - have);
    const rand = prng(seed + have);
    const now = Date.now();
    let added = 0;
    let votes = 0;
    let comments = 0;
    while (added < toAdd) {
      const size = Math.min(batchSize, toAdd - added);
      const apps = Array.from({ length: size }, (_, i) => makeApplication(rand, have + added + i, now));
      const counters = new Map();
      const col = (f) => apps.map(f);
      const v = { id: [], app: [], voter: [], email: [], vote: [], reason: [], created: [], replaced: [] };
      const c = { id: [], app: [], author: [], name: [], text: [], created: [] };
      for (const a of apps) {
        addCounters(counters, a);
        const voting = a.status !== 'SUBMITTED';
        const nVotes = !voting ? 0 : a.status === 'UNDER_REVIEW' ? Math.floor(rand() * 3) : 3 + Math.floor(rand() * 8);
        const voters = [...reviewers].sort(() => rand() - 0.5).slice(0, Math.min(nVotes, reviewers.length));
        for (const r of voters) {
          const created = new Date(Math.min(now, a.submittedAt.getTime() + rand() * 10 * DAY_MS));
          const value = weighted(rand, ['APPROVE', 'REJECT', 'ABSTAIN'], [6, 3, 1]);
          if (rand() < 0.05) {
            // A vote changed later: the old one stays as history with replaced_at set.
            v.id.push(randomUUID());
            v.app.push(a.id);
            v.voter.push(r.id);
            v.email.push(r.email);
            v.vote.push(value === 'APPROVE' ? 'REJECT' : 'APPROVE');
            v.reason.push(null);
            v.created.push(created);
            v.replaced.push(new Date(created.getTime() + 3600_000));
          }
          v.id.push(randomUUID());
          v.app.push(a.id);
          v.voter.push(r.id);
          v.email.push(r.email);
          v.vote.push(value);
          v.reason.push(rand() < 0.3 ? pick(rand, COMMENTS) : null);
          v.created.push(new Date(created.getTime() + 7200_000));
          v.replaced.push(null);
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
      await client.query('begin');
      try {
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
        const changes = [...counters.entries()]
          .map(([k, delta]) => {
            const [dimension, key] = k.split('\u0000');
            return { dimension, key, delta };
          })
          .sort((a, b) => a.dimension.localeCompare(b.dimension) || a.key.localeCompare(b.key));
        await client.query(
          `insert into application_counters (dimension, key, count)
           select * from unnest($1::text[], $2::text[], $3::bigint[])
           on conflict (dimension, key) do update set count = application_counters.count + excluded.count`,
          [changes.map((x) => x.dimension), changes.map((x) => x.key), changes.map((x) => x.delta)],
        );
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      }
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

/** Compares application_counters with a full recount; returns the differences (empty when right). */
export async function verifyCounters(applicationsUrl) {
  return withClient(applicationsUrl, async (client) => {
    const { rows } = await client.query(`
      with recount as (
        select 'status' as dimension, status as key, count(*) as n from applications group by status
        union all select 'industry', industry, count(*) from applications where industry is not null group by industry
        union all select 'stage', stage, count(*) from applications where stage is not null group by stage
        union all select 'expertise', e.area, count(*) from applications, lateral (select distinct jsonb_array_elements_text(expertise) as area) e group by e.area
      )
      select coalesce(r.dimension, c.dimension) as dimension, coalesce(r.key, c.key) as key,
             coalesce(r.n, 0)::int as recount, coalesce(c.count, 0)::int as counter
        from recount r full join application_counters c on c.dimension = r.dimension and c.key = r.key
       where coalesce(r.n, 0) <> coalesce(c.count, 0)`);
    return rows;
  });
}

/** Tops audit_log up to `target` rows, spread over the last year, generated by PostgreSQL itself. */
export async function seedAudit(auditUrl, { target, batchSize = 50_000, log = () => {} }) {
  return withClient(auditUrl, async (client) => {
    const have = await count(client, 'audit_log');
    let added = 0;
    while (have + added < target) {
      const size = Math.min(batchSize, target - have - added);
      await client.query(
        `insert into audit_log (id, created_at, recorded_at, actor_id, actor_email, action, entity, data, request_id)
         select gen_random_uuid(), ts, ts + (random() * interval '200 milliseconds'),
                case when a like 'application.submitted' then null else md5((g % 40)::text)::uuid::text end,
                case when a like 'application.submitted' then null else 'reviewer-' || lpad(((g % 40) + 1)::text, 3, '0') || '@bench.warroom.dev' end,
                a,
                case when a like 'application.%' then 'Application:' || substr(md5(g::text), 1, 24)
                     when a like 'auth.%' or a like 'user.%' then 'User:' || md5((g % 40)::text)::uuid::text
                     when a like 'objective.%' then 'Objective:' || md5((g % 200)::text)::uuid::text
                     when a like 'key_result.%' then 'KeyResult:' || md5((g % 800)::text)::uuid::text
                     else 'Metric:' || md5((g % 100)::text)::uuid::text end,
                case when a = 'application.submitted' then jsonb_build_object('industry', 'B2B SaaS', 'stage', 'FOUNDER', 'expertise', jsonb_build_array('Architecture'))
                     when a = 'application.voted' then jsonb_build_object('vote', 'APPROVE', 'changed', false)
                     when a = 'application.status_changed' then jsonb_build_object('from', 'VOTING', 'to', 'ACCEPTED', 'decisionReason', 'Strong fit')
                     when a = 'key_result.updated' then jsonb_build_object('changes', jsonb_build_object('current', jsonb_build_object('from', g % 50, 'to', g % 50 + 1)))
                     else '{}'::jsonb end,
                gen_random_uuid()::text
           from (select g, now() - (random() * interval '365 days') as ts,
                        ($3::text[])[1 + (g % array_length($3::text[], 1))] as a
                   from generate_series($1::int, $2::int) as g) s`,
        [have + added + 1, have + added + size, AUDIT_ACTIONS],
      );
      added += size;
      log(`audit_log: ${have + added}/${target}`);
    }
    if (added > 0) await client.query('vacuum (analyze) audit_log');
    return { before: have, added, total: have + added };
  });
}

/** Tops objectives up to `target`, each with `keyResults` key results. */
export async function seedObjectives(portalUrl, { target, keyResults = 4 }) {
  return withClient(portalUrl, async (client) => {
    const have = await count(client, 'objectives');
    if (have >= target) return { before: have, added: 0, total: have };
    await client.query('begin');
    try {
      await client.query(
        `with o as (
           insert into objectives (id, title, description, created_at, updated_at)
           select gen_random_uuid(), 'Objective ' || g || ': ' || (array['Grow revenue', 'Ship the platform', 'Hire leaders', 'Cut churn', 'Raise reliability'])[1 + g % 5],
                  case when g % 3 = 0 then null else 'Why this matters for the quarter, in a sentence or two (objective ' || g || ').' end,
                  now() - (g * interval '1 hour'), now() - (g * interval '1 hour')
             from generate_series($1::int, $2::int) as g
           returning id, created_at)
         insert into key_results (id, objective_id, title, current, target, unit, position, created_at, updated_at)
         select gen_random_uuid(), o.id, 'Key result ' || (p + 1), (random() * 80)::int, 100, (array['%', 'users', 'EUR', 'ms'])[1 + p % 4], p, o.created_at, o.created_at
           from o, generate_series(0, $3::int - 1) as p`,
        [have + 1, target, keyResults],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
    await client.query('vacuum (analyze) objectives, key_results');
    return { before: have, added: target - have, total: target };
  });
}

/** Tops metrics up to `target`, each with `points` points (one a day, newest today). */
export async function seedMetrics(portalUrl, { target, points = 1_000 }) {
  return withClient(portalUrl, async (client) => {
    const have = await count(client, 'metrics');
    if (have >= target) return { before: have, added: 0, total: have };
    await client.query('begin');
    try {
      await client.query(
        `with m as (
           insert into metrics (id, key, label, unit, target, created_at, updated_at)
           select gen_random_uuid(), 'bench_metric_' || g, 'Metric ' || g, (array['%', 'EUR', 'ms', null])[1 + g % 4],
                  case when g % 2 = 0 then 100 else null end, now() - (g * interval '1 minute'), now() - (g * interval '1 minute')
             from generate_series($1::int, $2::int) as g
           returning id)
         insert into metric_points (id, metric_id, ts, value, created_at)
         select gen_random_uuid(), m.id, date_trunc('day', now()) - (i * interval '1 day'), round((50 + 40 * sin(i / 20.0) + random() * 10)::numeric, 2), now()
           from m, generate_series(0, $3::int - 1) as i`,
        [have + 1, target, points],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
    await client.query('vacuum (analyze) metrics, metric_points');
    return { before: have, added: target - have, total: target };
  });
}

/**
 * Seeds every database of a stack. `urlFor(database)` gives a connection URL for a database
 * name; `prefix` is the stack's database prefix. Returns what it did and how long it took.
 */
export async function seedAll({ urlFor, prefix = 'warroom_', log = () => {}, ...counts }) {
  const c = { ...SEED_DEFAULTS, ...counts };
  const started = performance.now();
  const timings = {};
  const time = async (name, fn) => {
    const t0 = performance.now();
    const result = await fn();
    timings[name] = Math.round(performance.now() - t0);
    return result;
  };
  const reviewers = await time('reviewers', () => seedReviewers(urlFor(dbName(prefix, 'identity')), c.reviewers));
  const [applications, audit, objectives, metrics] = await Promise.all([
    time('applications', () =>
      seedApplications(urlFor(dbName(prefix, 'applications')), { target: c.applications, reviewers, log }),
    ),
    time('audit', () => seedAudit(urlFor(dbName(prefix, 'audit')), { target: c.audit, log })),
    time('objectives', () =>
      seedObjectives(urlFor(dbName(prefix, 'portal')), { target: c.objectives, keyResults: c.keyResults }),
    ),
    time('metrics', () => seedMetrics(urlFor(dbName(prefix, 'portal')), { target: c.metrics, points: c.points })),
  ]);
  return {
    reviewers: reviewers.length,
    applications,
    audit,
    objectives,
    metrics,
    ms: Math.round(performance.now() - started),
    timings,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      pg: { type: 'string' },
      prefix: { type: 'string', default: 'warroom_' },
      applications: { type: 'string' },
      audit: { type: 'string' },
      objectives: { type: 'string' },
      'key-results': { type: 'string' },
      metrics: { type: 'string' },
      points: { type: 'string' },
      reviewers: { type: 'string' },
      verify: { type: 'boolean', default: true },
    },
  });
  if (!values.pg) {
    console.error(
      'usage: node bench/seed.mjs --pg <admin postgres URL> [--prefix warroom_] [--applications N] [--audit N] ...',
    );
    process.exit(2);
  }
  const num = (v, d) => (v === undefined ? d : Number(v));
  const urlFor = (database) => {
    const u = new URL(values.pg);
    u.pathname = `/${database}`;
    return u.toString();
  };
  const result = await seedAll({
    urlFor,
    prefix: values.prefix,
    applications: num(values.applications, SEED_DEFAULTS.applications),
    audit: num(values.audit, SEED_DEFAULTS.audit),
    objectives: num(values.objectives, SEED_DEFAULTS.objectives),
    keyResults: num(values['key-results'], SEED_DEFAULTS.keyResults),
    metrics: num(values.metrics, SEED_DEFAULTS.metrics),
    points: num(values.points, SEED_DEFAULTS.points),
    reviewers: num(values.reviewers, SEED_DEFAULTS.reviewers),
    log: (line) => console.log(line),
  });
  console.log(JSON.stringify(result, null, 2));
  if (values.verify) {
    const diff = await verifyCounters(urlFor(dbName(values.prefix, 'applications')));
    if (diff.length) {
      console.error('application_counters differ from a recount:', diff);
      process.exit(1);
    }
    console.log('application_counters match a full recount');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
