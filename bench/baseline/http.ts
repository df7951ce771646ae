/** Answers of the bare baseline: JSON with a status, and the errors that choose the status. */
import type { ServerResponse } from 'node:http';

export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
    ...headers,
  });
  res.end(json);
}

/** An ISO timestamp from a timestamptz column. */
export const iso = (d: Date): string => new Date(d).toISOString();
