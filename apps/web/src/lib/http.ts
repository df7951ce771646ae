type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: Method;
  /** Sent as JSON with a JSON content type. */
  body?: unknown;
  signal?: AbortSignal;
  /** Answer null instead of throwing when the server says 401. */
  nullOn401?: boolean;
};

/** A non-OK answer. The message is `<status>: <body text or status text>` (SPEC.md section 8). */
export class HttpError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
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
 * Calls the API and returns the parsed JSON answer (null for an empty one). With
 * `nullOn401`, a 401 answers null instead of throwing.
 */
export async function http<T>(path: string, options: RequestOptions & { nullOn401: true }): Promise<T | null>;
export async function http<T>(path: string, options?: RequestOptions): Promise<T>;
export async function http<T>(path: string, options: RequestOptions = {}): Promise<T | null> {
  const response = await send(path, options);
  if (response.status === 401 && options.nullOn401) return null;
  if (!response.ok) {
    throw new HttpError(response.status, response.statusText, await response.text());
  }
  return (await readBody(response)) as T;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The `message` of a JSON error body (PRODUCT.md section 2), if the server sent one. */
export function serverMessageOf(error: unknown): string | undefined {
  if (!(error instanceof HttpError) || !error.body) return undefined;
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (isRecord(parsed) && typeof parsed.message === 'string' && parsed.message.trim()) return parsed.message;
  } catch {
    // Not JSON: there is no server message to show.
  }
  return undefined;
}

export function statusOf(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : undefined;
}
