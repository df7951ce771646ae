import { randomUUID } from 'node:crypto';
import { bodyOf, type Session } from '@warroom/testing';
import {
  auditOps,
  errorBodySchema,
  initiativeOps,
  initiativeSchema,
  meetingOps,
  meetingSchema,
  metricOps,
  type Initiative,
  type Meeting,
  type Metric,
} from '@warroom/contracts';
import { z } from 'zod';
import { adminSession, createUser, eventually, signIn, type TestUser } from './support.js';

const WHEN_RANGE = 'When must be between 1900-01-01 and 9999-12-31 (UTC)';
const TIME_RANGE = 'Time must be between 1900-01-01 and 9999-12-31 (UTC)';
const DUE_RANGE = 'Due date must be between 1900-01-01 and 9999-12-31';
const DUE_FORMAT = 'Due date must be an ISO 8601 date (YYYY-MM-DD)';
const WHEN_FORMAT = 'When must be an ISO 8601 date-time (e.g. 2026-01-31T09:30:00Z)';

/** Outside the range once the offset is applied: year 0 or 10000 in UTC. */
const BAD_INSTANTS = [
  '0000-01-01T00:00:00Z',
  '0000-02-29T00:00:00Z',
  '0001-01-01T00:00:00+01:00',
  '9999-12-31T23:00:00-05:00',
  '+010000-01-01T00:00:00.000Z',
];
const BAD_DAYS = ['0000-01-01', '0000-02-29', '0001-01-01T00:00:00+01:00', '9999-12-31T23:00:00-05:00'];

/**
 * Issue 14: dates PostgreSQL cannot hold, or JavaScript cannot write back with a 4-digit year,
 * were a 500. Each is a 400 in the product's error body, and nothing is written or audited.
 */
describe('portal: dates out of range', () => {
  let writer: TestUser;
  let cto: Session;
  let admin: Session;
  let meeting: Meeting;
  let initiative: Initiative;
  let metric: Metric;

  beforeAll(async () => {
    admin = await adminSession();
    writer = await createUser(admin, 'CTO');
    cto = await signIn(writer);
    meeting = bodyOf(
      await cto.post('/api/meetings', { title: `Dated ${randomUUID()}`, when: '2026-05-01T09:00:00Z' }),
      meetingOps.create.reply,
    );
    initiative = bodyOf(
      await cto.post('/api/initiatives', { title: `Dated ${randomUUID()}`, dueDate: '2026-06-30' }),
      initiativeOps.create.reply,
    );
    metric = bodyOf(
      await cto.post('/api/metrics', { key: `dated.${randomUUID().slice(0, 8)}`, label: 'Dated' }),
      metricOps.create.reply,
    );
  });

  async function refused(
    request: Promise<{ status: number; body: unknown }>,
    path: string,
    message: string,
  ): Promise<void> {
    const response = await request;
    expect({ status: response.status, body: response.body }).toEqual({
      status: 400,
      body: { statusCode: 400, message: `${path}: ${message}`, errors: [{ path, message }] },
    });
  }

  it('refuses each probe with the field and its message, and writes nothing', async () => {
    const title = `Never made ${randomUUID()}`;
    for (const when of BAD_INSTANTS) {
      await refused(cto.post('/api/meetings', { title, when }), 'when', WHEN_RANGE);
      await refused(cto.patch(`/api/meetings/${meeting.id}`, { when }), 'when', WHEN_RANGE);
      await refused(cto.post(`/api/metrics/${metric.id}/points`, { ts: when, value: 1 }), 'ts', TIME_RANGE);
    }
    await refused(cto.post('/api/meetings', { title, when: '2025-02-29T10:00:00Z' }), 'when', WHEN_FORMAT);
    for (const dueDate of [...BAD_DAYS, '10000-01-01']) {
      await refused(cto.post('/api/initiatives', { title, dueDate }), 'dueDate', DUE_RANGE);
      await refused(cto.patch(`/api/initiatives/${initiative.id}`, { dueDate }), 'dueDate', DUE_RANGE);
    }
    for (const dueDate of ['2025-02-29', '1900-02-29']) {
      await refused(cto.post('/api/initiatives', { title, dueDate }), 'dueDate', DUE_FORMAT);
    }
    const cursor = await admin.get(
      `/api/admin/audit-logs?before=${encodeURIComponent('0001-01-01T00:00:00.000Z_00000000-0000-4000-8000-000000000000')}`,
    );
    expect(cursor.status).toBe(400);
    expect(bodyOf(cursor, errorBodySchema).errors).toEqual([
      { path: 'before', message: 'before must be a cursor from X-Next-Cursor' },
    ]);

    expect((await cto.get(`/api/meetings/${meeting.id}`)).body).toEqual(meeting);
    expect((await cto.get(`/api/initiatives/${initiative.id}`)).body).toEqual(initiative);
    expect((await cto.get(`/api/metrics/${metric.id}`)).body).toEqual(metric);
    const meetings = bodyOf(await cto.get('/api/meetings'), z.array(meetingSchema));
    const initiatives = bodyOf(await cto.get('/api/initiatives'), z.array(initiativeSchema));
    expect([...meetings, ...initiatives].filter((record) => record.title === title)).toEqual([]);

    // A write after the probes: once it, the sign-in and the setup's writes are audited, nothing else is.
    await cto.delete(`/api/meetings/${meeting.id}`);
    const entries = await eventually(async () => {
      const page = bodyOf(
        await admin.get(`/api/admin/audit-logs?actor=${encodeURIComponent(writer.email)}`),
        auditOps.list.http.reply,
      );
      const deleted = page.some((entry) => entry.action === 'meeting.deleted');
      return deleted && page.length >= 5 ? page : undefined;
    });
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'auth.login',
      'initiative.created',
      'meeting.created',
      'meeting.deleted',
      'metric.created',
    ]);
  });

  it('takes the first and the last day of the range and gives them back as written', async () => {
    for (const when of ['1900-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z']) {
      const response = await cto.post('/api/meetings', { title: `Edge ${randomUUID()}`, when });
      const created = bodyOf(response, meetingOps.create.reply);
      expect({ status: response.status, when: created.when }).toEqual({ status: 201, when });
      expect(bodyOf(await cto.get(`/api/meetings/${created.id}`), meetingOps.get.reply).when).toBe(when);
      await cto.delete(`/api/meetings/${created.id}`);
    }
    for (const dueDate of ['1900-01-01', '9999-12-31']) {
      const changed = await cto.patch(`/api/initiatives/${initiative.id}`, { dueDate });
      expect({ status: changed.status, dueDate: bodyOf(changed, initiativeOps.update.reply).dueDate }).toEqual({
        status: 200,
        dueDate,
      });
    }
    const point = await cto.post(`/api/metrics/${metric.id}/points`, {
      ts: '1900-01-01T01:00:00+01:00',
      value: 1,
    });
    expect({ status: point.status, ts: bodyOf(point, metricOps.addPoint.reply).ts }).toEqual({
      status: 201,
      ts: '1900-01-01T00:00:00.000Z',
    });
  });
});
