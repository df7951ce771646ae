import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { api, completeLogLines } from '@warroom/testing';

type LogLine = { service?: string; requestId?: string; reqId?: string; subject?: string; msg?: string };

function logLines(): LogLine[] {
  const dir = process.env.WARROOM_LOG_DIR;
  if (!dir) throw new Error('WARROOM_LOG_DIR is not set by the test setup');
  return readdirSync(dir).flatMap((file) =>
    completeLogLines(join(dir, file))
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine),
  );
}

describe('request ids', () => {
  it('carries the request id from the gateway through NATS into the service logs', async () => {
    const requestId = `trace-${randomUUID()}`;
    const response = await api('/api/auth/login-hint', { headers: { 'x-request-id': requestId } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(requestId);

    // The apps write their logs through a buffer (flushed every 250 ms): wait for both lines.
    let lines: LogLine[] = [];
    const logged = (service: string) => lines.some((l) => l.service === service);
    for (let i = 0; i < 50 && !(logged('identity') && logged('gateway')); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      lines = logLines().filter((line) => line.requestId === requestId || line.reqId === requestId);
    }
    expect(lines.find((l) => l.service === 'identity')).toMatchObject({
      subject: 'identity.auth.login-hint',
      msg: 'message handled',
    });
    expect(lines.some((l) => l.service === 'gateway')).toBe(true);
  });

  it('makes a request id when the one given is not well formed', async () => {
    const response = await api('/api/health', { headers: { 'x-request-id': 'bad id with spaces and {json}' } });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
