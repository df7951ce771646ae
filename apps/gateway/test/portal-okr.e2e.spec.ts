import { randomUUID } from 'node:crypto';
import { bodyOf } from '@warroom/testing';
import { errorBodySchema, objectiveSchema, okrOps } from '@warroom/contracts';
import { z } from 'zod';
import { UNKNOWN_ID } from './matrix-helpers.js';
import { adminSession, created, createUser, signIn, writerAndMember } from './support.js';

const unique = (name: string) => `${name} ${randomUUID()}`;

/*
 * The HTTP side of objectives and key results: status codes, the 400 bodies and who may write.
 * What the portal does with them (key results in order, check-ins, progress) is tested beside
 * it, in apps/portal/test/okr.e2e.spec.ts.
 */
describe('portal: objectives and key results over HTTP', () => {
  const { writer: cto, member } = writerAndMember('CTO');

  const createObjective = (body: Record<string, unknown> = {}) =>
    created(cto, '/api/okr/objectives', { title: unique('Objective'), ...body }, okrOps.objectives.create.reply);

  it('answers 201, 400 and 404 for key results, with the refusal in words', async () => {
    const objective = await createObjective({ keyResults: [{ title: 'First', current: 0, target: 1, unit: '' }] });
    const added = await cto.post(`/api/okr/objectives/${objective.id}/key-results`, {
      title: '  Second  ',
      current: 3,
      target: 4,
      unit: 'x',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ objectiveId: objective.id, title: 'Second', checkIns: [] });
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

    const deleted = await cto.delete(`/api/okr/key-results/${addedId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: addedId, title: 'Second' });
    const again = await cto.delete(`/api/okr/key-results/${addedId}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ statusCode: 404, message: 'Key result not found' });
    expect((await cto.patch(`/api/okr/key-results/${addedId}`, { current: 1 })).status).toBe(404);
    expect((await cto.post(`/api/okr/objectives/${UNKNOWN_ID}/key-results`, { title: 'k', target: 1 })).body).toEqual({
      statusCode: 404,
      message: 'Objective not found',
    });
  });

  it('answers 200, 400 and 404 through an objective’s changes and its delete', async () => {
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
