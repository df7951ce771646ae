import { randomUUID } from 'node:crypto';
import { bodyOf, type Session } from '@warroom/testing';
import { errorBodySchema, metricOps, metricSummarySchema } from '@warroom/contracts';
import { z } from 'zod';
import { UNKNOWN_ID } from './matrix-helpers.js';
import { created, writerAndMember } from './support.js';

const uniqueKey = (name: string) => `${name}.${randomUUID().slice(0, 8)}`;

describe('portal: metrics and their points', () => {
  let ceo: Session;
  let member: Session;

  beforeAll(async () => {
    ({ writer: ceo, member } = await writerAndMember('CEO'));
  });

  const createMetric = (body: Record<string, unknown> = {}) =>
    created(ceo, '/api/metrics', { key: uniqueKey('metric'), label: 'A metric', ...body }, metricOps.create.reply);

  it('creates, reads, lists newest first, changes and deletes a metric', async () => {
    const key = uniqueKey('mrr');
    const created = await ceo.post('/api/metrics', {
      key: ` ${key} `,
      label: ' MRR ',
      unit: 'USD',
      target: 1e6,
    });
    expect(created.status).toBe(201);
    const metric = bodyOf(created, metricOps.create.reply);
    expect(created.body).toEqual({
      id: expect.any(String),
      key,
      label: 'MRR',
      unit: 'USD',
      target: 1e6,
      pointCount: 0,
      points: [],
      createdAt: expect.any(String),
      updatedAt: metric.createdAt,
    });
    expect((await member.get(`/api/metrics/${metric.id}`)).body).toEqual(created.body);

    const newer = await createMetric({ label: 'Without unit or target' });
    expect(newer).toMatchObject({ unit: null, target: null });
    const ids = bodyOf(await member.get('/api/metrics'), z.array(metricSummarySchema)).map((m) => m.id);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(metric.id));

    const changed = await ceo.patch(`/api/metrics/${metric.id}`, { label: 'Monthly revenue', target: null });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ key, label: 'Monthly revenue', unit: 'USD', target: null });

    const deleted = await ceo.delete(`/api/metrics/${metric.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: metric.id, label: 'Monthly revenue' });
    expect((await ceo.get(`/api/metrics/${metric.id}`)).body).toEqual({ statusCode: 404, message: 'Metric not found' });
    expect((await ceo.post(`/api/metrics/${metric.id}/points`, { value: 1 })).status).toBe(404);
    // The key is free again.
    expect((await ceo.post('/api/metrics', { key, label: 'Again' })).status).toBe(201);
  });

  it('keeps keys unique (409) and in their format (400)', async () => {
    const metric = await createMetric();
    const duplicate = await ceo.post('/api/metrics', { key: metric.key, label: 'Twin' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ statusCode: 409, message: 'A metric with this key already exists' });

    const other = await createMetric();
    const renamed = await ceo.patch(`/api/metrics/${other.id}`, { key: metric.key });
    expect(renamed.status).toBe(409);
    expect(renamed.body).toMatchObject({ message: 'A metric with this key already exists' });
    expect(bodyOf(await ceo.get(`/api/metrics/${other.id}`), metricOps.get.reply).key).toBe(other.key);

    for (const key of ['Upper', '-dash-first', 'with space', 'k'.repeat(101), '']) {
      const response = await ceo.post('/api/metrics', { key, label: 'Bad key' });
      expect({ key, status: response.status, path: bodyOf(response, errorBodySchema).errors?.[0]?.path }).toEqual({
        key,
        status: 400,
        path: 'key',
      });
    }
  });

  it('adds points (ts defaults to now) and answers them in time order', async () => {
    const metric = await createMetric();
    const add = async (body: Record<string, unknown>) => {
      const response = await ceo.post(`/api/metrics/${metric.id}/points`, body);
      expect(response.status).toBe(201);
      return bodyOf(response, metricOps.addPoint.reply);
    };
    const late = await add({ ts: '2026-06-01T00:00:00.000Z', value: 3 });
    expect(late).toEqual({ id: expect.any(String), ts: '2026-06-01T00:00:00.000Z', value: 3 });
    const early = await add({ ts: '2026-01-01T09:00:00+09:00', value: -1.25 });
    expect(early.ts).toBe('2026-01-01T00:00:00.000Z');
    const before = Date.now();
    const now = await add({ value: 7 });
    expect(Math.abs(Date.parse(now.ts) - before)).toBeLessThan(60_000);

    const expected = [early, late, now].sort((a, b) => a.ts.localeCompare(b.ts));
    const read = async () => bodyOf(await member.get(`/api/metrics/${metric.id}`), metricOps.get.reply);
    expect((await read()).points).toEqual(expected);
    expect((await read()).pointCount).toBe(3);
    // The list's card shows the count, the latest value and the trend: the earliest and latest points.
    const listed = bodyOf(await member.get('/api/metrics'), z.array(metricSummarySchema)).find(
      (m) => m.id === metric.id,
    );
    expect(listed).toMatchObject({ pointCount: 3, points: [expected[0], expected[2]] });

    const bad = await ceo.post(`/api/metrics/${metric.id}/points`, { ts: 'yesterday', value: 'lots' });
    expect(bad.status).toBe(400);
    expect(bodyOf(bad, errorBodySchema).errors?.map((e) => e.path)).toEqual(['ts', 'value']);
    expect((await ceo.post(`/api/metrics/${UNKNOWN_ID}/points`, { value: 1 })).body).toEqual({
      statusCode: 404,
      message: 'Metric not found',
    });
  });

  it('lets every signed-in role read and only CTO, CEO and ADMIN write', async () => {
    const metric = await createMetric();
    expect((await member.post('/api/metrics', { key: uniqueKey('nope'), label: 'Nope' })).status).toBe(403);
    expect((await member.patch(`/api/metrics/${metric.id}`, { label: 'Nope' })).status).toBe(403);
    expect((await member.delete(`/api/metrics/${metric.id}`)).status).toBe(403);
    expect((await member.post(`/api/metrics/${metric.id}/points`, { value: 1 })).status).toBe(403);
    expect((await member.get('/api/metrics/export')).status).toBe(200);
    expect((await member.get(`/api/metrics/${metric.id}`)).body).toEqual(metric);
  });
});
