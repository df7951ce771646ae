import type { ErrorBody, Page } from '@warroom/contracts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: Method;
  /** Sent as JSON with a JSON content type. */
  body?: unknown;
  signal?: AbortSignal;
  /** Answer null instead of throwing when the server says 401. */
  nullOn401?: boolean;
};

/**
 * A non-OK answer. The message is `<status>: <body text or status text>` (SPEC.md section 8);
 * `errorBody` is the body read against the contract's schema (PRODUCT.md section 2), when it is one.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: string;
  readonly errorBody: ErrorBody | undefined;
  /** How long to wait before asking again, from a 429's `Retry-After` (in seconds), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, statusText: string, body: string, errorBody?: ErrorBody, retryAfterSeconds?: number) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.errorBody = errorBody;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** `Retry-After` in seconds; its HTTP-date form is read as the time left until then. */
function retryAfterOf(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}

/**
 * The HttpError of a failed answer, its body read against the error schema. The schema (zod)
 * is loaded with the first failure, not with the page: a public page evaluates no schema
 * until it is used (issue 19).
 */
export async function failureOf(response: Response): Promise<HttpError> {
  const text = await response.text();
  const errorBody = text ? await errorBodyIn(text) : undefined;
  return new HttpError(response.status, response.statusText, text, errorBody, retryAfterOf(response));
}

/** The error body in `text`; none when its schema cannot be loaded (the page reloads for a stale build). */
async function errorBodyIn(text: string): Promise<ErrorBody | undefined> {
  try {
    return (await import('./parse-error-body')).parseErrorBody(text);
  } catch {
    return undefined;
  }
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const hasBody = options.body !== undefined;
  return fetch(path, {
    method: options.method ?? (hasBody ? 'POST' : 'GET'),
    credentials: 'include',
    headers: hasBody
      ? { 'Content-Type': 'application/json', Accept: 'application/json' }
      : { Accept: 'application/json' },
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  return isJson ? (JSON.parse(text) as unknown) : text;
}

/**
 * Calls the API and returns the parsed JSON answer (null for an empty one), untyped: the
 * typed client (`api.ts`) gives it the type its operation declares. With `nullOn401`, a 401
 * answers null instead of throwing.
 */
export async function http(path: string, options: RequestOptions = {}): Promise<unknown> {
  const response = await send(path, options);
  if (response.status === 401 && options.nullOn401) return null;
  if (!response.ok) {
    throw await failureOf(response);
  }
  return readBody(response);
}

/** Query parameters; empty strings, null and undefined are left out; a list repeats its name (`?a=1&a=2`). */
export type QueryParams = Record<string, string | number | readonly string[] | null | undefined>;

/** `path?a=1&b=2` with the parameters that have a value, or `path` when none has. */
export function withQuery(path: string, params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const one of typeof value === 'object' && value !== null ? value : [value]) {
      if (one !== undefined && one !== null && one !== '') search.append(key, String(one));
    }
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The parameters of one page of a list (PRODUCT.md section 2), beside the list's own filters. */
export type PageParams = QueryParams & { limit: number; offset: number };

/**
 * GETs one page of a list: the answer is a JSON array (the page) with the list's total in
 * `X-Total-Count`, given back as `{ items, total }` (the shape the operation declares). A page
 * may hold fewer than `limit` items (the server's byte budget), so the next page starts at
 * `offset + items.length`. Without the header, the page is taken as the last one.
 */
export async function httpPage(path: string, params: PageParams, signal?: AbortSignal): Promise<Page<unknown>> {
  const response = await send(withQuery(path, params), { signal });
  if (!response.ok) {
    throw await failureOf(response);
  }
  const items = await readBody(response);
  if (!Array.isArray(items)) throw new Error(`${path} did not answer a list`);
  const total = Number(response.headers.get('x-total-count') ?? Number.NaN);
  return { items, total: Number.isInteger(total) && total >= 0 ? total : params.offset + items.length };
}

export function statusOf(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : undefined;
}
