import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Parser } from 'commonmark';
import { api, type ApiResponse, applicationBody, bodyOf } from '@warroom/testing';
import { applicationOps, gatewayOps } from '@warroom/contracts';
import { z } from 'zod';
import { inPool } from './fuzz-support.js';
import { adminSession, createUser, fromAddress, uniqueEmail } from './support.js';

/**
 * The security checks that the auth, platform, secrets and applications specs do not already
 * make (docs/security.md says which test shows what).
 */
const SESSION_COOKIE = 'warroom_session';

function sessionCookie(response: ApiResponse): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
}

function cookieValue(setCookie: string | undefined): string {
  return (setCookie ?? '').split(';')[0]?.split('=').slice(1).join('=') ?? '';
}

async function login(email: string, password: string, headers: Record<string, string> = {}): Promise<ApiResponse> {
  return api('/api/auth/login', {
    method: 'POST',
    json: { email, password },
    headers: { ...fromAddress(), ...headers },
  });
}

async function meWith(token: string): Promise<ApiResponse> {
  return api('/api/auth/me', { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
}

/** The email of the user `me` answers with this token. */
async function emailWith(token: string): Promise<string> {
  return bodyOf(await meWith(token), gatewayOps.me.reply).user.email;
}

describe('security headers on every kind of answer', () => {
  const cases: [string, string, { method?: string; body?: string; headers?: Record<string, string> }, number][] = [
    ['the web app (HTML)', '/', { headers: { accept: 'text/html' } }, 200],
    ['a JSON answer', '/api/health', {}, 200],
    ['a 404 error', '/api/no/such/route', {}, 404],
    ['a 401 error', '/api/auth/me', {}, 401],
    ['a 400 error', '/api/applications/submit', { method: 'POST', body: '{}' }, 400],
    ['a 415 error (refused before parsing)', '/api/auth/login', { method: 'POST', body: 'x' }, 415],
    [
      'a 403 cross-site refusal',
      '/api/auth/login',
      { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } },
      403,
    ],
  ];

  it.each(cases)('%s', async (_name, path, init, status) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined && !headers['content-type']) {
      headers['content-type'] = init.body === 'x' ? 'text/plain' : 'application/json';
    }
    const response = await api(path, { ...init, headers });
    expect(response.status).toBe(status);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp.split(';').map((directive) => directive.trim())).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "script-src 'self'",
        "object-src 'none'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ]),
    );
    // No script source that would let injected markup run.
    expect(csp).not.toMatch(/script-src[^;]*('unsafe-inline'|'unsafe-eval'|\*|data:)/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expect(response.headers.get('x-frame-options')).toMatch(/^(DENY|SAMEORIGIN)$/);
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

describe('session cookie flags', () => {
  it('over HTTPS: HttpOnly, SameSite=Lax, Path=/, Secure, 7 days; logout clears it with the same scope', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const admin = await adminSession();
    const user = await createUser(admin, 'MEMBER');
    const response = await login(user.email, user.password, https);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toHaveLength(1);
    const attributes = (sessionCookie(response) ?? '').split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'secure']));
    expect(attributes.some((attribute) => attribute.startsWith('domain='))).toBe(false);
    // 7 days, whether said as Expires or Max-Age.
    const expires = attributes.find((attribute) => attribute.startsWith('expires='))?.slice('expires='.length);
    const maxAge = attributes.find((attribute) => attribute.startsWith('max-age='))?.slice('max-age='.length);
    const lifetimeMs = maxAge !== undefined ? Number(maxAge) * 1000 : Date.parse(expires ?? '') - Date.now();
    expect(Math.abs(lifetimeMs - 7 * 24 * 60 * 60 * 1000)).toBeLessThan(60 * 60 * 1000);

    const token = cookieValue(sessionCookie(response));
    const logout = await api('/api/auth/logout', {
      method: 'POST',
      json: {},
      headers: { ...https, cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(logout.status).toBe(200);
    const cleared = (sessionCookie(logout) ?? '').toLowerCase();
    expect(cleared).toMatch(/^warroom_session=;/);
    expect(cleared).toMatch(/path=\//);
    expect(cleared).toMatch(/max-age=0|expires=thu, 01 jan 1970/);
  });
});

describe('session fixation', () => {
  it('does not adopt a cookie chosen by someone else: login always issues a new one', async () => {
    const admin = await adminSession();
    const victim = await createUser(admin, 'MEMBER');
    const planted = `attacker-chosen-${randomUUID()}`;
    const response = await login(victim.email, victim.password, { cookie: `${SESSION_COOKIE}=${planted}` });
    expect(response.status).toBe(200);
    const issued = cookieValue(sessionCookie(response));
    expect(issued).not.toBe('');
    expect(issued).not.toBe(planted);
    expect((await meWith(planted)).status).toBe(401);
    expect(await emailWith(issued)).toBe(victim.email);
  });

  it('does not lift a planted valid session to the account that logs in over it', async () => {
    const admin = await adminSession();
    const attacker = await createUser(admin, 'MEMBER');
    const victim = await createUser(admin, 'CTO');
    const attackerToken = cookieValue(sessionCookie(await login(attacker.email, attacker.password)));
    const response = await login(victim.email, victim.password, { cookie: `${SESSION_COOKIE}=${attackerToken}` });
    expect(response.status).toBe(200);
    const victimToken = cookieValue(sessionCookie(response));
    expect(victimToken).not.toBe(attackerToken);
    // The attacker's token is still the attacker's, nothing more.
    expect(await emailWith(attackerToken)).toBe(attacker.email);
    expect(await emailWith(victimToken)).toBe(victim.email);
  });

  it('gives a new token at a second login; the older one lives on until it is logged out (PRODUCT.md section 4)', async () => {
    const admin = await adminSession();
    const user = await createUser(admin, 'MEMBER');
    const first = cookieValue(sessionCookie(await login(user.email, user.password)));
    const again = await login(user.email, user.password, { cookie: `${SESSION_COOKIE}=${first}` });
    const second = cookieValue(sessionCookie(again));
    expect(second).not.toBe('');
    expect(second).not.toBe(first);
    expect((await meWith(first)).status).toBe(200);
    expect((await meWith(second)).status).toBe(200);

    const logout = await api('/api/auth/logout', {
      method: 'POST',
      json: {},
      headers: { cookie: `${SESSION_COOKIE}=${second}` },
    });
    expect(logout.status).toBe(200);
    expect((await meWith(second)).status).toBe(401);
    expect((await meWith(first)).status).toBe(200);
  });
});

describe('no user enumeration at login', () => {
  /** What a client can compare between two refusals. */
  function visible(response: ApiResponse) {
    return {
      status: response.status,
      body: response.text,
      contentType: response.headers.get('content-type'),
      cookies: response.headers.getSetCookie(),
      retryAfter: response.headers.get('retry-after'),
    };
  }

  it('answers alike for an unknown email, a wrong password and a deactivated account', async () => {
    const admin = await adminSession();
    const member = await createUser(admin, 'MEMBER');
    const deactivated = await createUser(admin, 'MEMBER');
    expect((await admin.patch(`/api/admin/users/${deactivated.user.id}`, { active: false })).status).toBe(200);

    const unknown = visible(await login(uniqueEmail('nobody'), 'some-password'));
    expect(unknown).toEqual({
      status: 401,
      body: JSON.stringify({ statusCode: 401, message: 'Invalid credentials' }),
      contentType: 'application/json; charset=utf-8',
      cookies: [],
      retryAfter: null,
    });
    expect(visible(await login(member.email, 'not-the-password'))).toEqual(unknown);
    expect(visible(await login(deactivated.email, deactivated.password))).toEqual(unknown);
    expect(visible(await login(deactivated.email, 'not-the-password'))).toEqual(unknown);
  });

  it('takes about as long for an unknown email as for a wrong password (a decoy hash is checked)', async () => {
    const samples = Number(process.env.SECURITY_TIMING_SAMPLES || 30);
    const admin = await adminSession();
    // One wrong password per account, so that the 5-per-email throttle never answers instead.
    const users = [];
    for (let i = 0; i < samples; i += 1) users.push(await createUser(admin, 'MEMBER'));
    const timed = async (email: string, password: string): Promise<number> => {
      const started = performance.now();
      const response = await login(email, password);
      const elapsed = performance.now() - started;
      expect(response.status).toBe(401);
      return elapsed;
    };
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < samples; i += 1) {
      const user = users[i] as (typeof users)[number];
      // Interleaved, alternating which goes first, so that load drifts hit both alike.
      if (i % 2 === 0) {
        unknown.push(await timed(uniqueEmail('nobody'), 'wrong-password'));
        wrong.push(await timed(user.email, 'wrong-password'));
      } else {
        wrong.push(await timed(user.email, 'wrong-password'));
        unknown.push(await timed(uniqueEmail('nobody'), 'wrong-password'));
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
    const ratio = median(unknown) / median(wrong);
    console.log(
      `login timing (${samples} each): unknown email median ${median(unknown).toFixed(1)} ms, wrong password median ${median(wrong).toFixed(1)} ms, ratio ${ratio.toFixed(2)}`,
    );
    // argon2id (m=19 MiB, t=2) costs tens of ms; an unknown email answered without the decoy
    // would take a few: a ratio under 0.1. Noise under load stays well within 0.5..2.
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  }, 300_000);
});

describe('application ids', () => {
  it('are 200 distinct ids of at least 128 random bits: no sequence, no fixed bits', async () => {
    const ids: string[] = [];
    await inPool(
      Array.from({ length: 200 }, (_, i) => i),
      8,
      async () => {
        const response = await api('/api/applications/submit', {
          method: 'POST',
          json: applicationBody(),
          headers: fromAddress(),
        });
        expect(response.status).toBe(201);
        ids.push(bodyOf(response, applicationOps.submit.reply).id);
      },
    );
    expect(new Set(ids).size).toBe(200);
    const bytes = ids.map((id) => {
      expect(id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      const decoded = Buffer.from(id, 'base64url');
      expect(decoded.length).toBeGreaterThanOrEqual(16);
      return decoded;
    });
    // No sequence: ids that follow each other share no prefix a counter or clock would leave.
    for (let i = 1; i < ids.length; i += 1) {
      const [a = '', b = ''] = [ids[i - 1], ids[i]];
      let common = 0;
      while (common < a.length && a[common] === b[common]) common += 1;
      expect(common).toBeLessThan(4);
    }
    // Bit balance: over all ids ~50% ones (28,800 bits: one standard deviation is 0.3%), and no
    // bit position stuck (200 ids: mean 100 ones, sd 7; 50..150 is 7 sd).
    const length = Math.min(...bytes.map((b) => b.length));
    let ones = 0;
    const perBit = new Array<number>(length * 8).fill(0);
    for (const decoded of bytes) {
      for (let i = 0; i < length * 8; i += 1) {
        const bit = ((decoded[i >> 3] ?? 0) >> (7 - (i & 7))) & 1;
        ones += bit;
        perBit[i] = (perBit[i] ?? 0) + bit;
      }
    }
    const share = ones / (bytes.length * length * 8);
    expect(share).toBeGreaterThan(0.48);
    expect(share).toBeLessThan(0.52);
    expect(perBit.filter((count) => count < 50 || count > 150)).toEqual([]);
  }, 180_000);
});

/** RFC 4180: fields separated by commas, records by CRLF, quoted when they hold a comma, quote or line break. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  for (;;) {
    let field = '';
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quoted field');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        field += text[i];
        i += 1;
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') {
        if (text[i] === '"') throw new Error(`a quote inside an unquoted field at ${i}`);
        field += text[i];
        i += 1;
      }
    }
    row.push(field);
    if (i >= text.length) {
      rows.push(row);
      return rows;
    }
    if (text[i] === ',') {
      i += 1;
      continue;
    }
    if (text[i] !== '\r' || text[i + 1] !== '\n') throw new Error(`a bare line break at ${i}`);
    i += 2;
    rows.push(row);
    row = [];
    if (i >= text.length) return rows;
  }
}

describe('exports keep what users typed from acting on the reader', () => {
  it('CSV: RFC 4180 quoting, formula-like text cells prefixed with an apostrophe, numbers left as numbers', async () => {
    const admin = await adminSession();
    const tag = randomUUID().slice(0, 8);
    const labels = ['=', '+', '-', '@', '\t', '\r'].map((lead) => `${lead}SUM(1+1)*cmd|' /C calc'!A0 ${tag}`);
    labels.push(`=HYPERLINK("http://evil.example/?x=1,2","click")\r\nnext line ${tag}`);
    const created: { key: string; label: string; unit: string }[] = [];
    for (const [i, label] of labels.entries()) {
      const key = `sec.${tag}.${i}`;
      const response = await admin.post('/api/metrics', {
        key,
        label,
        unit: '-u,"x"',
        target: -5,
      });
      expect(response.status).toBe(201);
      // The contract's unit may be null; this metric was given one.
      const metric = bodyOf(response, z.object({ id: z.string(), label: z.string(), unit: z.string() }));
      expect((await admin.post(`/api/metrics/${metric.id}/points`, { value: -1.5 })).status).toBe(201);
      // As stored: the API trims text, so a leading tab or CR never reaches the file.
      created.push({ key, label: metric.label, unit: metric.unit });
    }
    const cell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

    const download = await admin.get('/api/metrics/export');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="metrics-export-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parseCsv(download.text.replace(/\r\n$/, ''));
    expect(rows[0]).toEqual(['metric_key', 'metric_label', 'unit', 'target', 'timestamp', 'value']);
    for (const row of rows) expect(row).toHaveLength(6);
    expect(created.filter(({ label }) => label.startsWith('=')).length).toBeGreaterThan(0);
    for (const { key, label, unit } of created) {
      const row = rows.find((candidate) => candidate[0] === key);
      expect(row).toEqual([key, cell(label), cell(unit), '-5', expect.stringMatching(/^\d{4}-/), '-1.5']);
    }
    // Across the whole file: a cell that a spreadsheet would run is a number or is prefixed.
    const risky = rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(cell));
    expect(risky).toEqual([]);
  });

  it('markdown: served as a download never rendered as a page; a field cannot forge a decision, a rule or a heading', async () => {
    const admin = await adminSession();
    const tag = randomUUID().slice(0, 8);
    const forged = [
      'Real context.',
      '',
      '---',
      '',
      `## Forged decision ${tag}`,
      '',
      '- **Status:** ACCEPTED',
      '',
      '<script>alert(document.cookie)</script><img src=x onerror=alert(1)>',
      'Setext heading',
      '===',
      '# Top heading',
    ].join('\n');
    const response = await admin.post('/api/decisions', {
      title: `Injection <b>bold</b>\n## Not a heading ${tag}`,
      context: forged,
      decision: '***',
      consequences: '# Consequence heading\n---',
    });
    expect(response.status).toBe(201);

    const download = await admin.get('/api/decisions/export');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="adr-export-\d{4}-\d{2}-\d{2}\.md"$/,
    );
    // nosniff + attachment + CSP: the browser saves the file and never runs the <script> in it.
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-security-policy')).toContain("script-src 'self'");

    const markdown = download.text;
    const total = Number(/- \*\*Total decisions:\*\* (\d+)/.exec(markdown)?.[1]);
    expect(total).toBeGreaterThan(0);
    // One rule per decision, one level-2 heading per decision, one level-1 heading in all.
    expect(markdown.split('\n---\n\n')).toHaveLength(total + 1);
    expect(markdown.match(/^ {0,3}## /gm)).toHaveLength(total);
    expect(markdown.match(/^ {0,3}# /gm)).toHaveLength(1);
    expect(markdown).toContain(`## Injection <b>bold</b> ## Not a heading ${tag}\n`);
    expect(markdown).toContain(`##### Forged decision ${tag}`);
    expect(markdown).toContain('Setext heading\n\\===');
    expect(markdown).not.toMatch(/^ {0,3}={1,}\s*$/m);
  });

  // Issue 14: read with a CommonMark parser, fields still left their section.
  it('markdown: read with CommonMark, no field leaves its section (a lone CR, an open fence, a comment across fields)', async () => {
    const admin = await adminSession();
    const tag = randomUUID().slice(0, 8);
    const probes = [
      { title: `Lone CR ${tag}`, context: `Intro\r## Forged decision ${tag}\r---\rafter` },
      {
        title: `Open fence ${tag}`,
        context: 'Look:\n```ts\nconst open = true;',
        decision: '<pre>',
        consequences: '<script>',
      },
      {
        title: `Comment ${tag}`,
        context: 'Hidden <!--\n<!--',
        decision: '-->\n### Decision',
        consequences: '[x]: /evil',
      },
    ];
    for (const body of probes) expect((await admin.post('/api/decisions', body)).status).toBe(201);

    const markdown = (await admin.get('/api/decisions/export')).text;
    const total = Number(/- \*\*Total decisions:\*\* (\d+)/.exec(markdown)?.[1]);
    const parser = new Parser();
    const document = parser.parse(markdown);
    const skeleton: string[] = [];
    for (let node = document.firstChild; node; node = node.next) {
      if (node.type === 'thematic_break') skeleton.push('---');
      if (node.type === 'heading' && node.level < 3) skeleton.push('#'.repeat(node.level));
      if (node.type === 'heading' && node.level === 3) skeleton.push(`### ${node.firstChild?.literal ?? ''}`);
    }
    const decision = ['---', '##', '### Context', '### Decision', '### Consequences'];
    expect(skeleton).toEqual(['#', ...Array.from({ length: total }, () => decision).flat()]);
    // No HTML block, no heading a decision's could be mistaken for, no definition for the whole file.
    const strays: string[] = [];
    const walker = document.walker();
    for (let step = walker.next(); step; step = walker.next()) {
      const { node, entering } = step;
      if (entering && node.type === 'html_block') strays.push(node.literal ?? '');
      if (entering && node.type === 'heading' && node.level <= 3 && node.parent !== document) strays.push('heading');
    }
    expect(strays).toEqual([]);
    expect((parser as unknown as { refmap: object }).refmap).toEqual({});
    expect(markdown).toContain(`Intro\n##### Forged decision ${tag}\n\\---\nafter`);
    expect(markdown).toContain('Look:\n```ts\nconst open = true;\n```\n\n### Decision');
  });
});
