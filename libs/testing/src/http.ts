import type { z } from 'zod';

/** The gateway base URL of this test run (env WARROOM_URL, set by the jest global setup). */
export function warroomUrl(): string {
  const url = process.env.WARROOM_URL;
  if (!url) {
    throw new Error(
      'WARROOM_URL is not set: run the tests with the repository jest.config.js, whose globalSetup starts the stack (or set WARROOM_URL to a running gateway)',
    );
  }
  return url.replace(/\/+$/, '');
}

export type ApiInit = {
  /** Sent as the JSON body, with content-type application/json. */
  readonly json?: unknown;
  readonly body?: RequestInit['body'];
  readonly headers?: Readonly<Record<string, string>>;
  /** Another base URL than WARROOM_URL (e.g. a second gateway). */
  readonly baseUrl?: string;
} & Omit<RequestInit, 'body' | 'headers'>;

export type ApiResponse = {
  readonly status: number;
  readonly headers: Headers;
  /** The parsed body when the answer is JSON, else null; read it with `bodyOf(response, schema)`. */
  readonly body: unknown;
  /** The raw body. */
  readonly text: string;
};

/** fetch against WARROOM_URL: `await api('/api/health')` → `{ status, headers, body, text }`. */
export async function api(path: string, init: ApiInit = {}): Promise<ApiResponse> {
  const { json, baseUrl, headers: given, body: rawBody, ...rest } = init;
  const headers = new Headers(given);
  let body = rawBody;
  if (json !== undefined) {
    body = JSON.stringify(json);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const response = await fetch(`${(baseUrl ?? warroomUrl()).replace(/\/+$/, '')}${path}`, {
    ...rest,
    headers,
    body,
    redirect: rest.redirect ?? 'manual',
  });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  let parsed: unknown = null;
  if (text && type.includes('json')) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/** A list's items fail alike: the first few say why. */
const ISSUES_NAMED_MAX = 10;

/**
 * A reply's body read against its schema (the contract's, or a test's own for a part of it), e.g.
 * `bodyOf(await cto.get(path), decisionOps.get.reply)`. A body that does not match fails the test
 * with the status, what did not match and the start of the raw body.
 */
export function bodyOf<S extends z.ZodType>(
  response: Pick<ApiResponse, 'status' | 'body' | 'text'>,
  schema: S,
): z.output<S> {
  const parsed = schema.safeParse(response.body);
  if (parsed.success) return parsed.data;
  const { issues } = parsed.error;
  const named = issues
    .slice(0, ISSUES_NAMED_MAX)
    .map((issue) => `${issue.path.length ? issue.path.map(String).join('.') : '(body)'}: ${issue.message}`);
  if (issues.length > ISSUES_NAMED_MAX) named.push(`and ${issues.length - ISSUES_NAMED_MAX} more`);
  throw new Error(
    `the ${response.status} reply does not match its schema (${named.join('; ')}); it was: ${response.text.slice(0, 300)}`,
  );
}

/** A client that keeps the cookies the gateway sets (the session cookie) across requests. */
export type Session = {
  request(path: string, init?: ApiInit): Promise<ApiResponse>;
  get(path: string, init?: ApiInit): Promise<ApiResponse>;
  post(path: string, json?: unknown, init?: ApiInit): Promise<ApiResponse>;
  put(path: string, json?: unknown, init?: ApiInit): Promise<ApiResponse>;
  patch(path: string, json?: unknown, init?: ApiInit): Promise<ApiResponse>;
  delete(path: string, init?: ApiInit): Promise<ApiResponse>;
  /** POST /api/auth/login; throws unless it answers 2xx. */
  login(email: string, password: string): Promise<ApiResponse>;
  /** The cookies held now, by name. */
  readonly cookies: ReadonlyMap<string, string>;
  /** The Cookie header this session sends ('' when it holds none). */
  cookieHeader(): string;
  /** Sets or replaces a cookie (e.g. to replay an old session cookie). */
  setCookie(name: string, value: string): void;
  clearCookies(): void;
};

function applySetCookie(jar: Map<string, string>, header: string): void {
  const [pair = '', ...attributes] = header.split(';');
  const eq = pair.indexOf('=');
  if (eq <= 0) return;
  const name = pair.slice(0, eq).trim();
  const value = pair.slice(eq + 1).trim();
  let expired = false;
  for (const attribute of attributes) {
    const [key = '', val = ''] = attribute.split('=').map((s) => s.trim());
    const lower = key.toLowerCase();
    if (lower === 'max-age' && Number(val) <= 0) expired = true;
    if (lower === 'expires' && Date.parse(val) <= Date.now()) expired = true;
  }
  if (expired || value === '') jar.delete(name);
  else jar.set(name, value);
}

/** A cookie-jar client against WARROOM_URL (or baseUrl). */
export function session(baseUrl?: string): Session {
  const jar = new Map<string, string>();
  const cookieHeader = (): string => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

  const request = async (path: string, init: ApiInit = {}): Promise<ApiResponse> => {
    const headers: Record<string, string> = { ...init.headers };
    const cookie = cookieHeader();
    if (cookie && !Object.keys(headers).some((h) => h.toLowerCase() === 'cookie')) headers.cookie = cookie;
    const response = await api(path, { ...init, headers, baseUrl: init.baseUrl ?? baseUrl });
    for (const setCookie of response.headers.getSetCookie()) applySetCookie(jar, setCookie);
    return response;
  };
  const withJson =
    (method: string) =>
    (path: string, json?: unknown, init: ApiInit = {}) =>
      request(path, { ...init, method, json });

  return {
    request,
    get: (path, init = {}) => request(path, { ...init, method: 'GET' }),
    post: withJson('POST'),
    put: withJson('PUT'),
    patch: withJson('PATCH'),
    delete: (path, init = {}) => request(path, { ...init, method: 'DELETE' }),
    login: async (email, password) => {
      const response = await request('/api/auth/login', { method: 'POST', json: { email, password } });
      if (response.status < 200 || response.status >= 300) {
        throw new Error(`login as ${email} failed: ${response.status} ${response.text.slice(0, 300)}`);
      }
      return response;
    },
    get cookies() {
      return jar;
    },
    cookieHeader,
    setCookie: (name, value) => {
      jar.set(name, value);
    },
    clearCookies: () => jar.clear(),
  };
}
