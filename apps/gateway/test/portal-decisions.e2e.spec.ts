import { randomUUID } from 'node:crypto';
import { bodyOf } from '@warroom/testing';
import { decisionOps, decisionSummarySchema, errorBodySchema } from '@warroom/contracts';
import { z } from 'zod';
import { UNKNOWN_ID } from './matrix-helpers.js';
import { created, writerAndMember } from './support.js';

const SUPERSEDED_BY_INVALID = 'supersededBy must name another existing decision';

/*
 * The HTTP side of decisions: status codes, the 400 bodies and who may write. The supersede
 * rules, the list's paging and what a delete unlinks are tested beside the service, in
 * apps/portal/test/decisions.e2e.spec.ts.
 */
describe('portal: decisions (ADRs) over HTTP', () => {
  const { writer: cto, member } = writerAndMember('CTO');

  const createDecision = (body: Record<string, unknown> = {}) =>
    created(cto, '/api/decisions', { title: `Decision ${randomUUID()}`, ...body }, decisionOps.create.reply);

  const get = async (id: string) => bodyOf(await cto.get(`/api/decisions/${id}`), decisionOps.get.reply);

  it('answers 201, 200 and 404 through a decision’s life, and finds it by title', async () => {
    const title = `Adopt event sourcing ${randomUUID()}`;
    const created = await cto.post('/api/decisions', {
      title: `  ${title}  `,
      context: 'Audit needs history.',
      decision: 'Outbox and JetStream.',
      consequences: 'More moving parts.',
    });
    expect(created.status).toBe(201);
    const decision = bodyOf(created, decisionOps.create.reply);
    expect(created.body).toEqual({
      id: expect.any(String),
      title,
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

    const list = await member.get(`/api/decisions?q=${encodeURIComponent(title)}`);
    expect({ status: list.status, total: list.headers.get('x-total-count') }).toEqual({ status: 200, total: '1' });
    expect(bodyOf(list, z.array(decisionSummarySchema)).map((d) => d.id)).toEqual([decision.id]);

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
