// The product through the gateway's published port: health, sign-in, and the smoke journey (a
// portal record, an application, a vote, and their audit entries).
import { z } from 'zod';
import { sleep } from './shell.ts';

export type Answer = {
  readonly status: number;
  readonly body: unknown;
  readonly ms: number;
  readonly setCookie: string | null;
};

type RequestOptions = { readonly cookie?: string; readonly body?: unknown; readonly timeoutMs?: number };

export type Api = {
  readonly base: string;
  readonly request: (method: string, path: string, options?: RequestOptions) => Promise<Answer>;
};

export function makeApi(base: string): Api {
  const request = async (method: string, path: string, options: RequestOptions = {}): Promise<Answer> => {
    const started = performance.now();
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = options.cookie;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    const setCookie = response.headers.get('set-cookie');
    return { status: response.status, body, ms: performance.now() - started, setCookie };
  };
  return { base, request };
}

/** Polls GET /api/health until 200; answers the seconds it took, throws with the last answer past the deadline. */
export async function waitHealthy(api: Api, timeoutMs: number): Promise<number> {
  const started = performance.now();
  let last = 'no answer';
  while (performance.now() - started < timeoutMs) {
    try {
      const answer = await api.request('GET', '/api/health', { timeoutMs: 5_000 });
      if (answer.status === 200) return Math.round((performance.now() - started) / 100) / 10;
      last = `${answer.status} ${JSON.stringify(answer.body)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(1_000);
  }
  throw new Error(`/api/health not 200 within ${timeoutMs / 1000} s; last: ${last}`);
}

function expectStatus(answer: Answer, expected: readonly number[], what: string): void {
  if (!expected.includes(answer.status)) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** Signs in and answers the session cookie (`warroom_session=...`). */
export async function signIn(api: Api, email: string, password: string): Promise<string> {
  const answer = await api.request('POST', '/api/auth/login', { body: { email, password } });
  expectStatus(answer, [200, 201], 'sign-in');
  const cookie = /warroom_session=[^;]+/.exec(answer.setCookie ?? '')?.[0];
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie;
}

const idReply = z.object({ id: z.string() });
const auditEntries = z.array(z.object({ action: z.string(), entity: z.string().nullable() }));

export type Journey = {
  readonly objectiveId: string;
  readonly applicationId: string;
  readonly applicantEmail: string;
  readonly seconds: number;
};

/** An application as the public form sends it; `tag` keeps the email unique per run. */
function applicationBody(tag: string): Record<string, unknown> {
  return {
    applicantName: 'Compose Smoke',
    applicantEmail: `compose-smoke-${tag}@example.com`,
    currentRole: 'CTO',
    currentCompany: 'Compose Test',
    whyJoin:
      'I run engineering at a growing company and want to learn from peers who moved from technology leadership into the chief executive role.',
    challenges: 'Scaling the leadership team while keeping delivery predictable and the architecture sound.',
    expertise: ['Architecture'],
  };
}

/** The audit entries of an entity, newest first. */
async function auditOf(api: Api, cookie: string, entity: string): Promise<string[]> {
  const answer = await api.request('GET', `/api/admin/audit-logs?limit=100&entity=${encodeURIComponent(entity)}`, {
    cookie,
  });
  expectStatus(answer, [200], `audit log of ${entity}`);
  return auditEntries.parse(answer.body).map((entry) => entry.action);
}

/**
 * The smoke journey as the admin: create an objective, submit an application (as anyone does),
 * put it under review, vote on it, and find the audit entries of all four (they arrive through
 * JetStream, so they are waited for, up to 60 s).
 */
export async function smokeJourney(api: Api, cookie: string, tag: string): Promise<Journey> {
  const started = performance.now();
  const objective = await api.request('POST', '/api/okr/objectives', {
    cookie,
    body: {
      title: `Compose smoke ${tag}`,
      keyResults: [{ title: 'Stack healthy', current: 1, target: 1, unit: 'stack' }],
    },
  });
  expectStatus(objective, [201], 'create an objective');
  const objectiveId = idReply.parse(objective.body).id;

  const application = applicationBody(tag);
  const submitted = await api.request('POST', '/api/applications/submit', { body: application });
  expectStatus(submitted, [201], 'submit an application');
  const applicationId = idReply.parse(submitted.body).id;

  const review = await api.request('PATCH', `/api/applications/${applicationId}/status`, {
    cookie,
    body: { status: 'UNDER_REVIEW', decisionReason: 'compose smoke' },
  });
  expectStatus(review, [200], 'put the application under review');
  const vote = await api.request('POST', `/api/applications/${applicationId}/vote`, {
    cookie,
    body: { vote: 'APPROVE', reason: 'compose smoke' },
  });
  expectStatus(vote, [200, 201], 'vote');

  const wanted: Record<string, string[]> = {
    [`Objective:${objectiveId}`]: ['objective.created'],
    [`Application:${applicationId}`]: ['application.submitted', 'application.status_changed', 'application.voted'],
  };
  const deadline = performance.now() + 60_000;
  for (;;) {
    const missing: string[] = [];
    for (const [entity, actions] of Object.entries(wanted)) {
      const found = await auditOf(api, cookie, entity);
      missing.push(...actions.filter((action) => !found.includes(action)).map((action) => `${action} of ${entity}`));
    }
    if (missing.length === 0) break;
    if (performance.now() > deadline) throw new Error(`audit entries missing after 60 s: ${missing.join(', ')}`);
    await sleep(500);
  }
  const applicantEmail = String(application.applicantEmail);
  return { objectiveId, applicationId, applicantEmail, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/** Whether the journey's objective and application are still there (after a restart). */
export async function journeyKept(api: Api, cookie: string, journey: Journey): Promise<string[]> {
  const problems: string[] = [];
  const objective = await api.request('GET', `/api/okr/objectives/${journey.objectiveId}`, { cookie });
  if (objective.status !== 200) problems.push(`objective ${journey.objectiveId}: ${objective.status}`);
  const status = await api.request('GET', `/api/applications/${journey.applicationId}/status`);
  if (status.status !== 200) problems.push(`application ${journey.applicationId}: ${status.status}`);
  return problems;
}

const caughtEmails = z.array(z.object({ subject: z.string(), to: z.array(z.object({ address: z.string() })) }));

/** Waits until the mail catcher's REST API (maildev, `GET /api/email`) holds an email to `to` with this subject. */
export async function waitForMail(inbox: string, to: string, subject: string, timeoutMs: number): Promise<number> {
  const started = performance.now();
  let seen: string[] = [];
  while (performance.now() - started < timeoutMs) {
    try {
      const response = await fetch(`${inbox}/api/email`, { signal: AbortSignal.timeout(5_000) });
      const emails = caughtEmails.parse(await response.json()).filter((e) => e.to.some((t) => t.address === to));
      seen = emails.map((e) => e.subject);
      if (seen.includes(subject)) return Math.round((performance.now() - started) / 100) / 10;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error(`no '${subject}' to ${to} within ${timeoutMs / 1000} s (seen: ${JSON.stringify(seen)})`);
}
