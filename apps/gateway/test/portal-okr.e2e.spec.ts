import { randomUUID } from 'node:crypto';
import { bodyOf, type Session } from '@warroom/testing';
import { dashboardSchema, errorBodySchema, keyResultSchema, objectiveSchema, okrOps } from '@warroom/contracts';
import { z } from 'zod';
import { UNKNOWN_ID } from './matrix-helpers.js';
import { adminSession, created, createUser, signIn, type TestUser, writerAndMember } from './support.js';

const unique = (name: string) => `${name} ${randomUUID()}`;

/** The list's objectives, their key results loose: as they came, so that what they must not carry is seen. */
const objectiveListSchema = z.array(objectiveSchema.extend({ keyResults: z.array(keyResultSchema.loose()) }));

describe('portal: objectives and key results', () => {
  let writer: TestUser;
  let cto: Session;
  let member: Session;

  beforeAll(async () => {
    ({ account: writer, writer: cto, member } = await writerAndMember('CTO'));
  });

  const createObjective = (body: Record<string, unknown> = {}) =>
    created(cto, '/api/okr/objectives', { title: unique('Objective'), ...body }, okrOps.objectives.create.reply);

  it('creates an objective with key results, reads it back and lists it newest first', async () => {
    const title = unique('Grow revenue');
    const created = await cto.post('/api/okr/objectives', {
      title: `  ${title}  `,
      description: 'Why it matters',
      keyResults: [
        { title: 'ARR', current: 10, target: 100, unit: 'k$' },
        { title: 'Churn', current: 5.5, target: -2, unit: '%' },
        { title: 'Logos', target: 12 },
      ],
    });
    expect(created.status).toBe(201);
    const objective = bodyOf(created, okrOps.objectives.create.reply);
    expect(created.body).toEqual({
      id: expect.any(String),
      title,
      description: 'Why it matters',
      keyResults: [
        expect.objectContaining({ title: 'ARR', current: 10, target: 100, unit: 'k$', checkIns: [] }),
        expect.objectContaining({ title: 'Churn', current: 5.5, target: -2, unit: '%', checkIns: [] }),
        expect.objectContaining({ title: 'Logos', current: 0, target: 12, unit: '', checkIns: [] }),
      ],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: objective.createdAt,
    });
    for (const keyResult of objective.keyResults) expect(keyResult.objectiveId).toBe(objective.id);

    expect((await member.get(`/api/okr/objectives/${objective.id}`)).body).toEqual(created.body);

    const newer = await createObjective();
    const list = await member.get('/api/okr/objectives');
    expect(list.status).toBe(200);
    const objectives = bodyOf(list, objectiveListSchema);
    const ids = objectives.map((o) => o.id);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(objective.id));
    const listed = objectives.find((o) => o.id === objective.id);
    expect(listed?.keyResults.map((k) => Object.keys(k).sort())).toEqual(
      objective.keyResults.map(() => [
        'createdAt',
        'current',
        'id',
        'objectiveId',
        'target',
        'title',
        'unit',
        'updatedAt',
      ]),
    );
    expect(listed?.keyResults.map(({ title: t, current, target, unit }) => ({ t, current, target, unit }))).toEqual([
      { t: 'ARR', current: 10, target: 100, unit: 'k$' },
      { t: 'Churn', current: 5.5, target: -2, unit: '%' },
      { t: 'Logos', current: 0, target: 12, unit: '' },
    ]);
  });

  it('keeps every change of current as a check-in (value, time, who), newest first', async () => {
    const objective = await createObjective({ keyResults: [{ title: 'NPS', current: 10, target: 50, unit: 'pts' }] });
    const keyResultId = objective.keyResults[0]?.id as string;
    const before = Date.now();

    const first = await cto.patch(`/api/okr/key-results/${keyResultId}`, { current: 20 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: keyResultId, current: 20, target: 50 });
    const { checkIns } = bodyOf(first, okrOps.updateKeyResult.reply);
    expect(checkIns).toEqual([
      {
        id: expect.any(String),
        value: 20,
        previousValue: 10,
        createdAt: expect.any(String),
        actor: { id: writer.user.id, email: writer.email },
      },
    ]);
    expect(Date.parse(checkIns[0]?.createdAt as string)).toBeGreaterThanOrEqual(before - 1000);

    // Neither another field nor the same value again is a change of current.
    const change = async (body: Record<string, unknown>) =>
      bodyOf(await cto.patch(`/api/okr/key-results/${keyResultId}`, body), okrOps.updateKeyResult.reply);
    expect((await change({ title: 'NPS (survey)' })).checkIns).toHaveLength(1);
    expect((await change({ current: 20 })).checkIns).toHaveLength(1);

    const admin = await adminSession();
    const second = await admin.patch(`/api/okr/key-results/${keyResultId}`, {
      current: 35.5,
      unit: 'points',
    });
    expect(second.body).toMatchObject({ title: 'NPS (survey)', current: 35.5, unit: 'points' });
    const secondCheckIns = bodyOf(second, okrOps.updateKeyResult.reply).checkIns;
    expect(secondCheckIns.map((c) => [c.value, c.previousValue, c.actor.email])).toEqual([
      [35.5, 20, 'admin@warroom.local'],
      [20, 10, writer.email],
    ]);

    const detail = bodyOf(await member.get(`/api/okr/objectives/${objective.id}`), okrOps.objectives.get.reply);
    expect(detail.keyResults[0]?.checkIns).toEqual(secondCheckIns);
  });

  it('adds key results after the existing ones, changes and deletes them', async () => {
    const objective = await createObjective({ keyResults: [{ title: 'First', current: 0, target: 1, unit: '' }] });
    const added = await cto.post(`/api/okr/objectives/${objective.id}/key-results`, {
      title: '  Second  ',
      current: 3,
      target: 4,
      unit: 'x',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      objectiveId: objective.id,
      title: 'Second',
      current: 3,
      target: 4,
      unit: 'x',
      checkIns: [],
    });
    const addedId = bodyOf(added, okrOps.createKeyResult.reply).id;

    const zero = await cto.patch(`/api/okr/key-results/${addedId}`, { target: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body).toEqual({
      statusCode: 400,
      message: 'target: Target must not be 0',
      errors: [{ path: 'target', message: 'Target must not be 0' }],
    });
    const zeroOnCreate = await cto.post(`/api/okr/objectives/${objective.id}/key-results`, {
      title: 'Zero',
      current: 0,
      target: 0,
      unit: '',
    });
    expect(zeroOnCreate.status).toBe(400);
    expect(bodyOf(zeroOnCreate, errorBodySchema).errors).toEqual([{ path: 'target', message: 'Target must not be 0' }]);

    const titles = async () =>
      bodyOf(await cto.get(`/api/okr/objectives/${objective.id}`), okrOps.objectives.get.reply).keyResults.map(
        (k) => k.title,
      );
    expect(await titles()).toEqual(['First', 'Second']);

    const deleted = await cto.delete(`/api/okr/key-results/${addedId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: addedId, title: 'Second' });
    expect(await titles()).toEqual(['First']);
    const again = await cto.delete(`/api/okr/key-results/${addedId}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ statusCode: 404, message: 'Key result not found' });
    expect((await cto.patch(`/api/okr/key-results/${addedId}`, { current: 1 })).status).toBe(404);
    expect((await cto.post(`/api/okr/objectives/${UNKNOWN_ID}/key-results`, { title: 'k', target: 1 })).body).toEqual({
      statusCode: 404,
      message: 'Objective not found',
    });
  });

  it('changes an objective with any subset of its fields and deletes it with its key results', async () => {
    const objective = await createObjective({
      description: 'old',
      keyResults: [{ title: 'K', current: 1, target: 2, unit: '' }],
    });

    const renamed = await cto.patch(`/api/okr/objectives/${objective.id}`, { title: 'Renamed' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ title: 'Renamed', description: 'old' });
    const renamedObjective = bodyOf(renamed, okrOps.objectives.update.reply);
    expect(renamedObjective.keyResults).toHaveLength(1);
    expect(Date.parse(renamedObjective.updatedAt)).toBeGreaterThanOrEqual(Date.parse(objective.updatedAt));

    const cleared = await cto.patch(`/api/okr/objectives/${objective.id}`, { description: null });
    expect(cleared.body).toMatchObject({ title: 'Renamed', description: null });

    const nothing = await cto.patch(`/api/okr/objectives/${objective.id}`, {});
    expect(nothing.status).toBe(400);
    expect(nothing.body).toMatchObject({ message: 'Nothing to change: give at least one field' });
    expect((await cto.patch(`/api/okr/objectives/${objective.id}`, { keyResults: [] })).status).toBe(400);

    const deleted = await cto.delete(`/api/okr/objectives/${objective.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: objective.id, title: 'Renamed' });
    expect((await cto.get(`/api/okr/objectives/${objective.id}`)).body).toEqual({
      statusCode: 404,
      message: 'Objective not found',
    });
    expect((await cto.patch(`/api/okr/key-results/${objective.keyResults[0]?.id}`, { current: 2 })).status).toBe(404);
    expect(
      bodyOf(await cto.get('/api/okr/objectives'), z.array(objectiveSchema)).some((o) => o.id === objective.id),
    ).toBe(false);
    expect((await cto.delete(`/api/okr/objectives/${objective.id}`)).status).toBe(404);
  });

  it('validates titles, long text and numbers with readable 400s', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '   ' }, 'title', 'Title is required'],
      [{ title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
      [
        { title: 't', description: 'x'.repeat(200_001) },
        'description',
        'Description must be at most 200,000 characters',
      ],
      [
        { title: 't', keyResults: [{ title: 'k', current: 'ten', target: 1 }] },
        'keyResults.0.current',
        'Current must be a number',
      ],
      [
        { title: 't', keyResults: [{ title: 'k', current: 1, target: 0 }] },
        'keyResults.0.target',
        'Target must not be 0',
      ],
    ];
    for (const [body, path, message] of cases) {
      const response = await cto.post('/api/okr/objectives', body);
      expect({ status: response.status, errors: bodyOf(response, errorBodySchema).errors }).toEqual({
        status: 400,
        errors: [{ path, message }],
      });
    }
    const longest = await cto.post('/api/okr/objectives', {
      title: 'x'.repeat(200),
      description: 'd'.repeat(200_000),
    });
    expect(longest.status).toBe(201);
    const longestObjective = bodyOf(longest, okrOps.objectives.create.reply);
    expect(longestObjective.description).toHaveLength(200_000);
    await cto.delete(`/api/okr/objectives/${longestObjective.id}`);

    expect((await cto.get(`/api/okr/objectives/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await cto.get('/api/okr/objectives/not-a-uuid')).status).toBe(400);
  });

  /**
   * Any finite double is a current or a target, so a progress may be far outside a double's
   * range (1e308 of a 1e-300 target) or far below it (1e-300 of a 1e300 one): the dashboard
   * still answers, with the progress clamped and rounded.
   */
  it('answers the dashboard whatever the magnitudes of currents and targets', async () => {
    const extremes: [number, number, number | undefined][] = [
      [1e-300, 1e300, 0],
      [Number.MIN_VALUE, Number.MAX_VALUE, 0],
      [-Number.MAX_VALUE, Number.MIN_VALUE, -1e15],
      [Number.MAX_VALUE, -Number.MIN_VALUE, -1e15],
      [Number.MAX_VALUE, Number.MIN_VALUE, undefined],
      [1, 3, 33.333333],
    ];
    const ids: (string | undefined)[] = [];
    for (const [current, target] of extremes) {
      const objective = await createObjective({ keyResults: [{ title: 'K', current, target, unit: '' }] });
      ids.push(objective.id);
    }
    const dashboard = await member.get('/api/dashboard');
    expect(dashboard.status).toBe(200);
    const { attention } = bodyOf(dashboard, dashboardSchema);
    // The newest 20 below 75%: ours, unless other files created more in the meantime.
    extremes.forEach(([, , progress], index) => {
      const shown = attention.find((objective) => objective.id === ids[index]);
      if (progress === undefined) expect(shown).toBeUndefined();
      else if (shown) expect(shown.progress).toBe(progress);
    });
    for (const id of ids) await cto.delete(`/api/okr/objectives/${id}`);
  });

  it('lets every signed-in role read and only CTO, CEO and ADMIN write', async () => {
    const objective = await createObjective({ keyResults: [{ title: 'K', current: 1, target: 2, unit: '' }] });
    const keyResultId = objective.keyResults[0]?.id as string;
    expect((await member.get(`/api/okr/objectives/${objective.id}`)).status).toBe(200);
    expect((await member.post('/api/okr/objectives', { title: 'Nope' })).status).toBe(403);
    expect((await member.patch(`/api/okr/objectives/${objective.id}`, { title: 'Nope' })).status).toBe(403);
    expect((await member.delete(`/api/okr/objectives/${objective.id}`)).status).toBe(403);
    expect(
      (await member.post(`/api/okr/objectives/${objective.id}/key-results`, { title: 'K', target: 1 })).status,
    ).toBe(403);
    expect((await member.patch(`/api/okr/key-results/${keyResultId}`, { current: 9 })).status).toBe(403);
    expect((await member.delete(`/api/okr/key-results/${keyResultId}`)).status).toBe(403);
    expect((await member.get(`/api/okr/objectives/${objective.id}`)).body).toEqual(objective);

    const ceo = await signIn(await createUser(await adminSession(), 'CEO'));
    expect((await ceo.patch(`/api/okr/key-results/${keyResultId}`, { current: 2 })).status).toBe(200);
  });
});
