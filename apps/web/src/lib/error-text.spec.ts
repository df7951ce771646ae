import { describe, expect, it } from '@jest/globals';
import { errorDetail, errorExplanation, retryAfterText } from './error-text';
import { HttpError } from './http';
import { parseErrorBody } from './parse-error-body';

const body = (statusCode: number, message: string) => JSON.stringify({ statusCode, message });

/** A failed answer as http.ts makes it: its body read as an error body when it is one. */
const failed = (status: number, statusText: string, text: string) =>
  new HttpError(status, statusText, text, text ? parseErrorBody(text) : undefined);

describe('errors in words (issue 20)', () => {
  it('never shows a 5xx body as the message, and keeps it as the detail', () => {
    const error = failed(500, 'Internal Server Error', body(500, 'Internal error'));
    expect(errorExplanation(error)).toBe(
      'Something went wrong on the server. Try again; if it keeps failing, tell an admin.',
    );
    expect(errorDetail(error)).toBe('500: {"statusCode":500,"message":"Internal error"}');
    expect(
      errorExplanation(failed(503, 'Service Unavailable', body(503, 'The portal service did not answer in time'))),
    ).toBe('Part of the service is not answering right now. Try again in a moment.');
  });

  it("keeps a 4xx answer's own message, written for people", () => {
    expect(errorExplanation(failed(409, 'Conflict', body(409, 'That email is taken')))).toBe('That email is taken');
    expect(errorExplanation(failed(400, 'Bad Request', 'not json'))).toBe('The request was not accepted.');
    expect(errorExplanation(failed(404, 'Not Found', ''))).toMatch(/could not be found/);
    expect(errorExplanation(failed(401, 'Unauthorized', ''))).toMatch(/Sign in again/);
    expect(errorExplanation(failed(429, 'Too Many Requests', body(429, 'Too many requests. Try again later.')))).toBe(
      'Too many requests. Try again later.',
    );
    expect(errorExplanation(failed(429, 'Too Many Requests', ''))).toMatch(/Wait a moment/);
    expect(errorExplanation(failed(404, 'Not Found', body(404, 'No route for GET /api/x')))).toMatch(
      /could not be found/,
    );
  });

  it('tells a lost connection from a fault in the app', () => {
    expect(errorExplanation(new TypeError('Failed to fetch'))).toMatch(/could not be reached/);
    expect(errorExplanation(new Error('listAuditEntries: the answer does not match'))).toMatch(/unexpected/);
    expect(errorExplanation(new TypeError("Cannot read properties of undefined (reading 'x')"))).toMatch(/unexpected/);
    expect(errorDetail('x')).toBe('x');
    expect(errorDetail(undefined)).toBeUndefined();
  });
});

describe('how long a refusal asks to wait', () => {
  const limited = (seconds?: number) =>
    new HttpError(429, 'Too Many Requests', body(429, 'Slow down'), parseErrorBody(body(429, 'Slow down')), seconds);

  it('says Retry-After in minutes, rounded up, or in seconds under a minute', () => {
    expect(retryAfterText(limited(3600))).toBe('Try again in 60 minutes.');
    expect(retryAfterText(limited(61))).toBe('Try again in 2 minutes.');
    expect(retryAfterText(limited(60))).toBe('Try again in 1 minute.');
    expect(retryAfterText(limited(30))).toBe('Try again in 30 seconds.');
    expect(retryAfterText(limited(1))).toBe('Try again in a second.');
  });

  it('says nothing when the answer did not say', () => {
    expect(retryAfterText(limited())).toBeUndefined();
    expect(retryAfterText(new Error('offline'))).toBeUndefined();
  });
});
