import { randomUUID } from 'node:crypto';
import { ErrorCode, METRIC_KEY_TAKEN, metricOps, type CreateMetricBody } from '@warroom/contracts';
import { callerOf, portalForTests } from './portal-under-test.js';

/** Metrics: the unique key, points in time order, and what the list's card carries. */
describe('portal metrics', () => {
  const portal = portalForTests();
  const caller = callerOf();

  const metric = (body: Partial<CreateMetricBody> = {}) =>
    portal.call(metricOps.create, {
      caller,
      body: { key: `m.${randomUUID().slice(0, 8)}`, label: 'A metric', ...body },
    });

  it('keeps keys unique: a taken key is a 409 on the key, and nothing is written', async () => {
    const taken = await metric({ unit: '', target: 5 });
    expect(taken).toMatchObject({ unit: null, target: 5, pointCount: 0, points: [] });
    const twin = await portal.refusal(metricOps.create, { caller, body: { key: taken.key, label: 'Twin' } });
    const other = await metric();
    const renamed = await portal.refusal(metricOps.update, {
      caller,
      params: { id: other.id },
      body: { key: taken.key },
    });
    for (const refused of [twin, renamed]) {
      expect({ code: refused.code, message: refused.message, errors: refused.details.errors }).toEqual({
        code: ErrorCode.Conflict,
        message: METRIC_KEY_TAKEN,
        errors: [{ path: 'key', message: METRIC_KEY_TAKEN }],
      });
    }
    expect(await portal.sql('select key from metrics where id = $1', [other.id])).toEqual([{ key: other.key }]);
    expect((await portal.events(`Metric:${other.id}`)).map((event) => event.type)).toEqual(['metric.created']);
  });

  it('answers points in time order, counts them, and lists the earliest and latest on the card', async () => {
    const created = await metric();
    const add = (body: { ts?: string; value: number }) =>
      portal.call(metricOps.addPoint, { caller, params: { id: created.id }, body });
    const late = await add({ ts: '2026-06-01T00:00:00.000Z', value: 3 });
    const early = await add({ ts: '2026-01-01T09:00:00+09:00', value: -1.25 });
    const middle = await add({ ts: '2026-03-01T00:00:00Z', value: 7 });
    expect(early.ts).toBe('2026-01-01T00:00:00.000Z');

    const detail = await portal.call(metricOps.get, { caller, params: { id: created.id } });
    expect(detail).toMatchObject({ pointCount: 3, points: [early, middle, late] });
    expect(Date.parse(detail.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    const listed = await portal.everything(metricOps.list, (query) => ({ caller, query }));
    expect(listed.find((item) => item.id === created.id)).toEqual({ ...detail, points: [early, late] });
    expect((await portal.events(`Metric:${created.id}`)).slice(1)).toEqual(
      [late, early, middle].map((point) =>
        expect.objectContaining({
          type: 'metric.point_added',
          data: { pointId: point.id, ts: point.ts, value: point.value },
        }),
      ),
    );

    const single = await metric();
    const only = await portal.call(metricOps.addPoint, { caller, params: { id: single.id }, body: { value: 1 } });
    const card = (await portal.everything(metricOps.list, (query) => ({ caller, query }))).find(
      (item) => item.id === single.id,
    );
    expect(card?.points).toEqual([only]);

    const deleted = await portal.call(metricOps.delete, { caller, params: { id: created.id } });
    expect(deleted.pointCount).toBe(3);
    expect(await portal.sql('select id from metric_points where metric_id = $1', [created.id])).toEqual([]);
    expect((await portal.events(`Metric:${created.id}`)).at(-1)).toMatchObject({
      type: 'metric.deleted',
      data: { key: created.key, label: 'A metric', unit: null, target: null, points: 3 },
    });
  });
});
