import { randomUUID } from 'node:crypto';
import { bodyOf, type Session } from '@warroom/testing';
import { decisionOps, decisionSummarySchema, errorBodySchema } from '@warroom/contracts';
import { z } from 'zod';
import { UNKNOWN_ID } from './matrix-helpers.js';
import { created, writerAndMember } from './support.js';

const SUPERSEDED_BY_INVALID = 'supersededBy must name another existing decision';

describe('portal: decisions (ADRs)', () => {
  let cto: Session;
  let member: Session;

  beforeAll(async () => {
    ({ writer: cto, member } = await writerAndMember('CTO'));
  });

  const createDecision = (body: Record<string, unknown> = {}) =>
    created(cto, '/api/decisions', { title: `Decision ${randomUUID()}`, ...body }, decisionOps.create.reply);

  const get = async (id: string) => bodyOf(await cto.get(`/api/decisions/${id}`), decisionOps.get.reply);

  it('creates, reads, lists newest first, changes and deletes a decision', async () => {
    const created = await cto.post('/api/decisions', {
      title: '  Adopt event sourcing  ',
      context: 'Audit needs history.',
      decision: 'Outbox and JetStream.',
      consequences: 'More moving parts.',
    });
    expect(created.status).toBe(201);
    const decision = bodyOf(created, decisionOps.create.reply);
    expect(created.body).toEqual({
      id: expect.any(String),
      title: 'Adopt event sourcing',
      status: 'PROPOSED',
      context: 'Audit needs history.',
      decision: 'Outbox and JetStream.',
      consequences: 'More moving parts.',
      supersededBy: null,
      supersededByTitle: null,
      supersedes: [],
      supersedesCount: 0,
      createdAt: expect.any(String),
      updatedAt: decision.createdAt,
    });
    expect((await member.get(`/api/decisions/${decision.id}`)).body).toEqual(created.body);

    const newer = await createDecision({ status: 'REJECTED' });
    const ids = bodyOf(await member.get('/api/decisions'), z.array(decisionSummarySchema)).map((d) => d.id);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(decision.id));

    const accepted = await cto.patch(`/api/decisions/${decision.id}`, { status: 'ACCEPTED' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'ACCEPTED', context: 'Audit needs history.' });
    expect(Date.parse(bodyOf(accepted, decisionOps.update.reply).updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(decision.updatedAt),
    );

    const deleted = await cto.delete(`/api/decisions/${decision.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: decision.id, status: 'ACCEPTED' });
    expect((await cto.get(`/api/decisions/${decision.id}`)).body).toEqual({
      statusCode: 404,
      message: 'Decision not found',
    });
    expect((await cto.patch(`/api/decisions/${decision.id}`, { status: 'REJECTED' })).status).toBe(404);
    expect((await cto.delete(`/api/decisions/${decision.id}`)).status).toBe(404);
  });

  it('supersededBy makes a decision SUPERSEDED and the superseding one shows what it supersedes', async () => {
    const old = await createDecision({ status: 'ACCEPTED' });
    const replacement = await createDecision({ status: 'ACCEPTED' });

    const superseded = await cto.patch(`/api/decisions/${old.id}`, { supersededBy: replacement.id });
    expect(superseded.status).toBe(200);
    expect(superseded.body).toMatchObject({ status: 'SUPERSEDED', supersededBy: replacement.id, supersedes: [] });
    expect((await get(replacement.id)).supersedes).toEqual([{ id: old.id, title: old.title }]);

    // A decision created with supersededBy is superseded whatever status it asked for.
    const alsoOld = await createDecision({ status: 'ACCEPTED', supersededBy: replacement.id });
    expect(alsoOld).toMatchObject({ status: 'SUPERSEDED', supersededBy: replacement.id });
    expect((await get(replacement.id)).supersedes).toEqual([
      { id: alsoOld.id, title: alsoOld.title },
      { id: old.id, title: old.title },
    ]);
    expect((await get(replacement.id)).supersedesCount).toBe(2);
    expect((await get(alsoOld.id)).supersededByTitle).toBe(replacement.title);
    // The list carries what its screen shows: the superseding link, not the decisions it supersedes.
    // Loose: the list's items as they came, so that what they must not carry is seen.
    const listed = bodyOf(await member.get('/api/decisions'), z.array(decisionSummarySchema.loose())).find(
      (d) => d.id === alsoOld.id,
    );
    expect(listed).toMatchObject({ supersededBy: replacement.id, status: 'SUPERSEDED' });
    expect(listed).not.toHaveProperty('supersedes');

    // While supersededBy is set the status stays SUPERSEDED; clearing it frees the status.
    expect(
      bodyOf(await cto.patch(`/api/decisions/${old.id}`, { status: 'ACCEPTED' }), decisionOps.update.reply).status,
    ).toBe('SUPERSEDED');
    const restored = await cto.patch(`/api/decisions/${old.id}`, { supersededBy: null, status: 'ACCEPTED' });
    expect(restored.body).toMatchObject({ status: 'ACCEPTED', supersededBy: null });
    expect((await get(replacement.id)).supersedes).toEqual([{ id: alsoOld.id, title: alsoOld.title }]);

    // Deleting the superseding decision clears the link of the ones it superseded.
    await cto.delete(`/api/decisions/${replacement.id}`);
    expect(await get(alsoOld.id)).toMatchObject({ supersededBy: null, status: 'SUPERSEDED' });
  });

  it('refuses a supersededBy that does not name another existing decision (400)', async () => {
    const decision = await createDecision();
    const refusals = [
      await cto.patch(`/api/decisions/${decision.id}`, { supersededBy: decision.id }),
      await cto.patch(`/api/decisions/${decision.id}`, { supersededBy: UNKNOWN_ID }),
      await cto.patch(`/api/decisions/${decision.id}`, { supersededBy: 'ADR-7' }),
      await cto.post('/api/decisions', { title: 'Orphan', supersededBy: UNKNOWN_ID }),
    ].map((response) => ({ status: response.status, body: bodyOf(response, errorBodySchema) }));
    for (const response of refusals) {
      expect({ status: response.status, errors: response.body.errors }).toEqual({
        status: 400,
        errors: [{ path: 'supersededBy', message: SUPERSEDED_BY_INVALID }],
      });
    }
    expect(refusals[0]?.body.message).toBe(SUPERSEDED_BY_INVALID);
    expect(await get(decision.id)).toMatchObject({ status: 'PROPOSED', supersededBy: null });

    // Nor may the chain lead back to the decision itself.
    const newer = await createDecision();
    await cto.patch(`/api/decisions/${decision.id}`, { supersededBy: newer.id });
    const loop = await cto.patch(`/api/decisions/${newer.id}`, { supersededBy: decision.id });
    expect(loop.status).toBe(400);
    expect(bodyOf(loop, errorBodySchema).message).toBe('supersededBy must not lead back to this decision');
  });

  it('validates the decision with readable 400s', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Title is required'],
      [{ title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
      [{ title: 't', context: 'c'.repeat(200_001) }, 'context', 'Context must be at most 200,000 characters'],
      [{ title: 't', consequences: 42 }, 'consequences', 'Consequences must be text'],
    ];
    for (const [body, path, message] of cases) {
      const response = await cto.post('/api/decisions', body);
      expect({ status: response.status, errors: bodyOf(response, errorBodySchema).errors }).toEqual({
        status: 400,
        errors: [{ path, message }],
      });
    }
    const status = await cto.post('/api/decisions', { title: 't', status: 'MAYBE' });
    expect(status.status).toBe(400);
    expect(bodyOf(status, errorBodySchema).errors?.[0]?.path).toBe('status');

    const longest = await createDecision({ context: 'c'.repeat(200_000) });
    expect(longest.context).toHaveLength(200_000);
    await cto.delete(`/api/decisions/${longest.id}`);
    expect((await cto.patch(`/api/decisions/${UNKNOWN_ID}`, {})).status).toBe(400);
    expect((await cto.get('/api/decisions/42')).status).toBe(400);
  });

  it('lets every signed-in role read and only CTO, CEO and ADMIN write', async () => {
    const decision = await createDecision();
    expect((await member.get('/api/decisions')).status).toBe(200);
    expect((await member.post('/api/decisions', { title: 'Nope' })).status).toBe(403);
    expect((await member.patch(`/api/decisions/${decision.id}`, { status: 'ACCEPTED' })).status).toBe(403);
    expect((await member.delete(`/api/decisions/${decision.id}`)).status).toBe(403);
    expect((await member.get('/api/decisions/export')).status).toBe(200);
    expect(await get(decision.id)).toEqual(decision);
  });
});
