import { jest } from '@jest/globals';

/** An answer of the fake API: its status, JSON body and headers (`X-Total-Count` for a page). */
export type FakeAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };

/** What the fake API answers a request with: by method and path (query included), or a function of them. */
export type FakeRoute = (request: { method: string; url: string; body: unknown }) => FakeAnswer | undefined;

/** The part of `Response` the app's HTTP client reads. */
class FakeResponse {
  readonly status: number;
  readonly statusText: string;
  readonly ok: boolean;
  readonly headers: { get: (name: string) => string | null };
  private readonly text_: string;

  constructor({ status = 200, body, headers = {} }: FakeAnswer) {
    this.status = status;
    this.statusText = status < 400 ? 'OK' : 'Error';
    this.ok = status >= 200 && status < 300;
    const lower = Object.fromEntries(
      Object.entries({ 'content-type': 'application/json', ...headers }).map(([key, value]) => [
        key.toLowerCase(),
        value,
      ]),
    );
    this.headers = { get: (name) => lower[name.toLowerCase()] ?? null };
    this.text_ = body === undefined ? '' : JSON.stringify(body);
  }

  text(): Promise<string> {
    return Promise.resolve(this.text_);
  }
}

/** A page of a list as the gateway answers it: the items, and the list's total in `X-Total-Count`. */
export function page(items: unknown[], total = items.length): FakeAnswer {
  return { body: items, headers: { 'X-Total-Count': String(total) } };
}

/** A refusal in the product's error body (PRODUCT.md section 2). */
export function refusal(statusCode: number, message: string, errors?: { path: string; message: string }[]): FakeAnswer {
  return { status: statusCode, body: { statusCode, message, ...(errors ? { errors } : {}) } };
}

/**
 * Replaces `fetch` with the fake API: each request goes to the first route that answers it
 * (anything else is a 404). The requests made are kept, to check what was sent.
 */
export function fakeApi(...routes: FakeRoute[]) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  const fetch = jest.fn(async (input: unknown, init?: { method?: string; body?: unknown }) => {
    const request = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    for (const route of routes) {
      const answer = route(request);
      if (answer) return new FakeResponse(answer);
    }
    return new FakeResponse(refusal(404, `No fake answer for ${request.method} ${request.url}`));
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return { fetch, requests };
}

/** A route answering `method` requests whose URL is `url` (or matches it). */
export function on(
  method: string,
  url: string | RegExp,
  answer: FakeAnswer | ((body: unknown) => FakeAnswer),
): FakeRoute {
  return (request) => {
    const matches = typeof url === 'string' ? request.url === url : url.test(request.url);
    if (request.method !== method || !matches) return undefined;
    return typeof answer === 'function' ? answer(request.body) : answer;
  };
}
