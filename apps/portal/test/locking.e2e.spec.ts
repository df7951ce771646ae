import { randomUUID } from 'node:crypto';
import { decisionOps, ErrorCode, metricOps, okrOps, type DomainError } from '@warroom/contracts';
import { callerOf, portalForTests } from './portal-under-test.js';

const PARALLEL = 6;

/** What each of some parallel calls ended in: its answer, or its refusal's code. */
async function outcomes<T>(calls: Promise<T>[]): Promise<(T | ErrorCode)[]> {
  const settled = await Promise.allSettled(calls);
  return settled.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as DomainError).code));
}

/**
 * Every update and delete locks the row it reads until its transaction ends: of parallel
 * deletes one wins and the others find nothing (404, no event); parallel changes see each
 * other's result.
 */
describe('portal records under parallel writes', () => {
  const portal = portalForTests();
  const caller = callerOf();

  const decision = () =>
    portal.call(decisionOps.create, {
      caller,
      body: { title: `Parallel ${randomUUID()}`, status: 'PROPOSED', context: '', decision: '', consequences: '' },
    });

  it('lets one of parallel deletes win; the others get 404 and write no event', async () => {
    const created = await decision();
    const results = await outcomes(
      Array.from({ length: PARALLEL }, () => portal.call(decisionOps.delete, { caller, params: { id: created.id } })),
    );
    expect(results.filter((result) => result === ErrorCode.NotFound)).toHaveLength(PARALLEL - 1);
    expect(results.filter((result) => typeof result === 'object')).toEqual([created]);
    const events = await portal.events(`Decision:${created.id}`);
    expect(events.map((event) => event.type)).toEqual(['decision.created', 'decision.deleted']);
  });

  it('makes parallel changes of a key result one after the other: each check-in starts from the value before it', async () => {
    const objective = await portal.call(okrOps.objectives.create, {
      caller,
      body: { title: `Parallel ${randomUUID()}`, keyResults: [{ title: 'K', current: 0, target: 100, unit: '' }] },
    });
    const keyResultId = objective.keyResults[0]?.id ?? '';
    const values = Array.from({ length: PARALLEL }, (_, index) => index + 1);
    await Promise.all(
      values.map((current) =>
        portal.call(okrOps.updateKeyResult, { caller, params: { id: keyResultId }, body: { current } }),
      ),
    );
    const checkIns = await portal.sql<{ value: number; previous_value: number }>(
      'select value, previous_value from key_result_check_ins where key_result_id = $1 order by created_at, id',
      [keyResultId],
    );
    expect(checkIns).toHaveLength(PARALLEL);
    // A chain: each change saw the one committed before it.
    const chain = new Map(checkIns.map((checkIn) => [checkIn.previous_value, checkIn.value]));
    let value = 0;
    for (let step = 0; step < PARALLEL; step += 1) value = chain.get(value) ?? Number.NaN;
    expect(values).toContain(value);
    const [row] = await portal.sql<{ current: number }>('select current from key_results where id = $1', [keyResultId]);
    expect(row?.current).toBe(value);
    expect((await portal.events(`KeyResult:${keyResultId}`)).map((event) => event.type)).toEqual([
      'keyresult.created',
      ...values.map(() => 'keyresult.updated'),
    ]);
  });

  it('adds parallel key results at distinct positions', async () => {
    const objective = await portal.call(okrOps.objectives.create, {
      caller,
      body: { title: `Parallel ${randomUUID()}`, keyResults: [] },
    });
    await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        portal.call(okrOps.createKeyResult, {
          caller,
          params: { id: objective.id },
          body: { title: `K${index}`, current: 0, target: 1, unit: '' },
        }),
      ),
    );
    const positions = await portal.sql<{ position: number }>(
      'select position from key_results where objective_id = $1 order by position',
      [objective.id],
    );
    expect(positions.map((row) => row.position)).toEqual(Array.from({ length: PARALLEL }, (_, index) => index));
  });

  it('answers a point added to a metric deleted at the same moment with 404, never a broken reference', async () => {
    const metric = await portal.call(metricOps.create, {
      caller,
      body: { key: `parallel.${randomUUID().slice(0, 8)}`, label: 'Parallel' },
    });
    const results = await outcomes<object>([
      portal.call(metricOps.delete, { caller, params: { id: metric.id } }),
      ...Array.from({ length: PARALLEL - 1 }, () =>
        portal.call(metricOps.addPoint, { caller, params: { id: metric.id }, body: { value: 1 } }),
      ),
    ]);
    expect(results.every((result) => typeof result === 'object' || result === ErrorCode.NotFound)).toBe(true);
    expect(await portal.sql('select id from metric_points where metric_id = $1', [metric.id])).toEqual([]);
    const events = await portal.events(`Metric:${metric.id}`);
    const added = results.filter((result) => typeof result === 'object').length - 1;
    expect(events.map((event) => event.type)).toEqual([
      'metric.created',
      ...Array.from({ length: added }, () => 'metric.point_added'),
      'metric.deleted',
    ]);
  });
});
