import { randomUUID } from 'node:crypto';
import {
  dashboardOp,
  ErrorCode,
  KEY_RESULTS_PER_OBJECTIVE_MAX,
  okrOps,
  type CreateObjectiveBody,
  type KeyResultBody,
} from '@warroom/contracts';
import { callerOf, portalForTests } from './portal-under-test.js';

const keyResult = (title: string, current: number, target: number, unit = ''): KeyResultBody => ({
  title,
  current,
  target,
  unit,
});

/** Objectives, their key results and check-ins, the OKR list and the dashboard's progress. */
describe('portal OKRs', () => {
  const portal = portalForTests();
  const caller = callerOf();
  const other = callerOf();

  const objective = (body: Partial<CreateObjectiveBody> = {}) =>
    portal.call(okrOps.objectives.create, {
      caller,
      body: { title: `Objective ${randomUUID()}`, keyResults: [], ...body },
    });

  it('creates an objective with its key results in one transaction: rows, positions and one event each', async () => {
    const created = await objective({
      title: 'Grow revenue',
      description: 'Why it matters',
      keyResults: [keyResult('ARR', 10, 100, 'k$'), keyResult('Churn', 5.5, -2, '%'), keyResult('Logos', 0, 12)],
    });
    expect(created).toEqual({
      id: expect.any(String),
      title: 'Grow revenue',
      description: 'Why it matters',
      keyResults: ['ARR', 'Churn', 'Logos'].map((title) =>
        expect.objectContaining({ title, objectiveId: created.id, checkIns: [], checkInCount: 0 }),
      ),
      createdAt: expect.any(String),
      updatedAt: created.createdAt,
    });
    const rows = await portal.sql('select title, position from key_results where objective_id = $1 order by position', [
      created.id,
    ]);
    expect(rows).toEqual([
      { title: 'ARR', position: 0 },
      { title: 'Churn', position: 1 },
      { title: 'Logos', position: 2 },
    ]);
    expect(await portal.events(`Objective:${created.id}`)).toEqual([
      {
        type: 'objective.created',
        actor: { id: caller.id, email: caller.email },
        data: { title: 'Grow revenue', description: 'Why it matters', keyResults: 3 },
      },
    ]);
    const [arr] = created.keyResults;
    expect(await portal.events(`KeyResult:${arr?.id}`)).toEqual([
      expect.objectContaining({
        type: 'keyresult.created',
        data: { objectiveId: created.id, title: 'ARR', current: 10, target: 100, unit: 'k$' },
      }),
    ]);
    expect(await portal.call(okrOps.objectives.get, { caller, params: { id: created.id } })).toEqual(created);
  });

  it('lists objectives newest first with their key results in order, the description cut to 100 characters', async () => {
    const older = await objective({
      description: 'd'.repeat(150),
      keyResults: [keyResult('A', 1, 2), keyResult('B', 3, 4)],
    });
    const newer = await objective();
    const listed = await portal.raw(okrOps.objectives.list, { caller, query: { limit: 500, offset: 0 } });
    const items = (listed as { items: { id: string }[] }).items;
    const ids = items.map((item) => item.id);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    // The list's key results carry no check-ins.
    expect(items.find((item) => item.id === older.id)).toEqual({
      ...older,
      description: 'd'.repeat(100),
      keyResults: older.keyResults.map(({ checkIns: _checkIns, checkInCount: _count, ...rest }) => rest),
    });
  });

  it('keeps every change of current as a check-in (value, before, who), newest first, and no event for no change', async () => {
    const created = await objective({ keyResults: [keyResult('NPS', 10, 50, 'pts')] });
    const id = created.keyResults[0]?.id ?? '';
    const change = (body: Record<string, unknown>, by = caller) =>
      portal.call(okrOps.updateKeyResult, { caller: by, params: { id }, body });

    const first = await change({ current: 20 });
    expect(first.checkIns).toEqual([
      {
        id: expect.any(String),
        value: 20,
        previousValue: 10,
        createdAt: expect.any(String),
        actor: { id: caller.id, email: caller.email },
      },
    ]);
    expect((await change({ title: 'NPS (survey)' })).checkIns).toHaveLength(1);
    expect((await change({ current: 20 })).checkIns).toHaveLength(1);
    const second = await change({ current: 35.5, unit: 'points' }, other);
    expect(second).toMatchObject({ title: 'NPS (survey)', current: 35.5, unit: 'points', checkInCount: 2 });
    expect(second.checkIns.map((checkIn) => [checkIn.value, checkIn.previousValue, checkIn.actor.email])).toEqual([
      [35.5, 20, other.email],
      [20, 10, caller.email],
    ]);
    const events = await portal.events(`KeyResult:${id}`);
    expect(events.map((event) => event.data)).toEqual([
      expect.objectContaining({ title: 'NPS' }),
      { objectiveId: created.id, changes: { current: { from: 10, to: 20 } }, checkInId: first.checkIns[0]?.id },
      { objectiveId: created.id, changes: { title: { from: 'NPS', to: 'NPS (survey)' } } },
      {
        objectiveId: created.id,
        changes: { current: { from: 20, to: 35.5 }, unit: { from: 'pts', to: 'points' } },
        checkInId: second.checkIns[0]?.id,
      },
    ]);
    const detail = await portal.call(okrOps.objectives.get, { caller, params: { id: created.id } });
    expect(detail.keyResults[0]).toEqual(second);
  });

  it('adds key results after the others up to 50, deletes them, and deletes an objective with its key results', async () => {
    const created = await objective({ keyResults: [keyResult('First', 0, 1)] });
    const added = await portal.call(okrOps.createKeyResult, {
      caller,
      params: { id: created.id },
      body: keyResult('Second', 3, 4, 'x'),
    });
    expect(added).toMatchObject({ objectiveId: created.id, title: 'Second', checkIns: [] });
    const titles = async () =>
      (await portal.call(okrOps.objectives.get, { caller, params: { id: created.id } })).keyResults.map((k) => k.title);
    expect(await titles()).toEqual(['First', 'Second']);

    expect(await portal.call(okrOps.deleteKeyResult, { caller, params: { id: added.id } })).toEqual(added);
    expect(await titles()).toEqual(['First']);
    const again = await portal.refusal(okrOps.deleteKeyResult, { caller, params: { id: added.id } });
    expect({ code: again.code, message: again.message }).toEqual({
      code: ErrorCode.NotFound,
      message: 'Key result not found',
    });

    const full = await objective({
      keyResults: Array.from({ length: KEY_RESULTS_PER_OBJECTIVE_MAX }, (_, index) => keyResult(`K${index}`, 0, 1)),
    });
    const over = await portal.refusal(okrOps.createKeyResult, {
      caller,
      params: { id: full.id },
      body: keyResult('Over', 0, 1),
    });
    expect({ code: over.code, message: over.message }).toEqual({
      code: ErrorCode.Conflict,
      message: `An objective has at most ${KEY_RESULTS_PER_OBJECTIVE_MAX} key results`,
    });

    const deleted = await portal.call(okrOps.objectives.delete, { caller, params: { id: created.id } });
    expect(deleted.keyResults.map((k) => k.title)).toEqual(['First']);
    expect(await portal.sql('select id from key_results where objective_id = $1', [created.id])).toEqual([]);
    expect((await portal.events(`Objective:${created.id}`)).at(-1)).toMatchObject({
      type: 'objective.deleted',
      data: { title: created.title, keyResults: 1 },
    });
  });

  /**
   * Any finite double is a current or a target, so a progress may be far outside a double's
   * range (1e308 of a 1e-300 target) or far below it (1e-300 of a 1e300 one): the dashboard
   * still answers, with the progress clamped and rounded.
   */
  it('reports each objective’s progress on the dashboard whatever the magnitudes', async () => {
    const extremes: [number, number, number | undefined][] = [
      [1e-300, 1e300, 0],
      [Number.MIN_VALUE, Number.MAX_VALUE, 0],
      [-Number.MAX_VALUE, Number.MIN_VALUE, -1e15],
      [Number.MAX_VALUE, -Number.MIN_VALUE, -1e15],
      [Number.MAX_VALUE, Number.MIN_VALUE, undefined],
      [1, 3, 33.333333],
    ];
    const ids: string[] = [];
    for (const [current, target] of extremes) {
      ids.push((await objective({ keyResults: [keyResult('K', current, target)] })).id);
    }
    // Two key results: the average of 50 % and 100 %, above the threshold.
    ids.push((await objective({ keyResults: [keyResult('A', 1, 2), keyResult('B', 2, 2)] })).id);
    const { attention, objectives } = await portal.call(dashboardOp, { caller });
    expect(objectives.total).toBeGreaterThanOrEqual(ids.length);
    // The newest 20 below 75 %: ours, unless other files created more in the meantime.
    extremes.forEach(([, , progress], index) => {
      const shown = attention.find((entry) => entry.id === ids[index]);
      if (progress === undefined) expect(shown).toBeUndefined();
      else if (shown) expect(shown.progress).toBe(progress);
    });
    expect(attention.find((entry) => entry.id === ids.at(-1))).toBeUndefined();
  });
});
