import { randomUUID } from 'node:crypto';
import { bodyOf } from '@warroom/testing';
import { errorBodySchema, metricOps } from '@warroom/contracts';
import { UNKNOWN_ID } from './matrix-helpers.js';
import { created, writerAndMember } from './support.js';

const uniqueKey = (name: string) => `${name}.${randomUUID().slice(0, 8)}`;

/*
 * The HTTP side of metrics: status codes, the 400 and 409 bodies and who may write. Points in
 * time order and what the list's card carries are tested beside the service, in
 * apps/portal/test/metrics.e2e.spec.ts.
 */
describe('portal: metrics and their points over HTTP', () => {
  const { writer: ceo, member } = writerAndMember('CEO');

  const createMetric = (body: Record<string, unknown> = {}) =>
    created(ceo, '/api/metrics', { key: uniqueKey('metric'), label: 'A metric', ...body }, metricOps.create.reply);

  it('answers 201, 200 and 404 through a metric’s life, and frees its key when it goes', async () => {
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

    expect((await member.get('/api/metrics?limit=1')).status).toBe(200);

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

  it('answers 201 for a point (ts defaults to now), 400 for a bad one and 404 for an unknown metric', async () => {
    const metric = await createMetric();
    const before = Date.now();
    const added = await ceo.post(`/api/metrics/${metric.id}/points`, { value: 7 });
    expect(added.status).toBe(201);
    expect(Math.abs(Date.parse(bodyOf(added, metricOps.addPoint.reply).ts) - before)).toBeLessThan(60_000);

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
