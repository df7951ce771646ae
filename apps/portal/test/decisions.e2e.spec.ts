import { randomUUID } from 'node:crypto';
import {
  decisionOps,
  ErrorCode,
  SUPERSEDED_BY_CYCLE,
  SUPERSEDED_BY_INVALID,
  type CreateDecisionBody,
} from '@warroom/contracts';
import { callerOf, portalForTests } from './portal-under-test.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Decisions: their list (paged, `q`), the supersede rules and what a delete does to the links. */
describe('portal decisions', () => {
  const portal = portalForTests();
  const caller = callerOf();

  const decision = (body: Partial<CreateDecisionBody> = {}) =>
    portal.call(decisionOps.create, {
      caller,
      body: {
        title: `Decision ${randomUUID()}`,
        status: 'PROPOSED',
        context: '',
        decision: '',
        consequences: '',
        ...body,
      },
    });
  const get = (id: string) => portal.call(decisionOps.get, { caller, params: { id } });

  it('pages a filtered list newest first, each page with the total of every match, past the end too', async () => {
    const run = randomUUID();
    const made = [];
    for (let index = 0; index < 5; index += 1)
      made.push(await decision({ title: `Paged ${run} ${index}`, context: 'c'.repeat(120) }));
    const newestFirst = made.map((created) => created.id).reverse();
    const page = (offset: number) =>
      portal.call(decisionOps.list, { caller, query: { limit: 2, offset, q: `paged ${run}` } });
    const pages = await Promise.all([0, 2, 4, 6, 100].map(page));
    expect(pages.map((answer) => answer.total)).toEqual([5, 5, 5, 5, 5]);
    expect(pages.map((answer) => answer.items.map((item) => item.id))).toEqual([
      newestFirst.slice(0, 2),
      newestFirst.slice(2, 4),
      newestFirst.slice(4),
      [],
      [],
    ]);
    expect(pages[0]?.items[0]).toEqual({
      id: made[4]?.id,
      title: `Paged ${run} 4`,
      status: 'PROPOSED',
      context: 'c'.repeat(100),
      supersededBy: null,
      createdAt: made[4]?.createdAt,
      updatedAt: made[4]?.updatedAt,
    });
    // `%` and `_` in q match themselves.
    expect(
      (await portal.call(decisionOps.list, { caller, query: { limit: 2, offset: 0, q: `paged_${run}` } })).total,
    ).toBe(0);
    expect((await portal.call(decisionOps.list, { caller, query: { limit: 2, offset: 0, q: `%${run}` } })).total).toBe(
      0,
    );
  });

  it('makes a decision SUPERSEDED by another, shows the link both ways, and unlinks when the superseding one goes', async () => {
    const old = await decision({ status: 'ACCEPTED' });
    const replacement = await decision({ status: 'ACCEPTED' });
    const superseded = await portal.call(decisionOps.update, {
      caller,
      params: { id: old.id },
      body: { supersededBy: replacement.id },
    });
    expect(superseded).toMatchObject({
      status: 'SUPERSEDED',
      supersededBy: replacement.id,
      supersededByTitle: replacement.title,
    });
    const alsoOld = await decision({ status: 'ACCEPTED', supersededBy: replacement.id });
    expect(alsoOld).toMatchObject({ status: 'SUPERSEDED', supersededBy: replacement.id });
    expect(await get(replacement.id)).toMatchObject({
      supersedes: [
        { id: alsoOld.id, title: alsoOld.title },
        { id: old.id, title: old.title },
      ],
      supersedesCount: 2,
    });
    // While supersededBy is set the status stays SUPERSEDED.
    const kept = await portal.call(decisionOps.update, {
      caller,
      params: { id: old.id },
      body: { status: 'ACCEPTED' },
    });
    expect(kept.status).toBe('SUPERSEDED');

    await portal.call(decisionOps.delete, { caller, params: { id: replacement.id } });
    expect(await get(alsoOld.id)).toMatchObject({ supersededBy: null, status: 'SUPERSEDED' });
    const [row] = await portal.sql('select superseded_by_id from decisions where id = $1', [old.id]);
    expect(row).toEqual({ superseded_by_id: null });
    expect((await portal.events(`Decision:${old.id}`)).at(-1)).toMatchObject({
      type: 'decision.updated',
      data: { changes: { supersededBy: { from: replacement.id, to: null } }, reason: 'superseding decision deleted' },
    });
  });

  it('refuses a supersededBy that names no other decision or leads back, and writes nothing', async () => {
    const created = await decision();
    const refusals = await Promise.all(
      [created.id, UNKNOWN_ID].map((supersededBy) =>
        portal.refusal(decisionOps.update, { caller, params: { id: created.id }, body: { supersededBy } }),
      ),
    );
    refusals.push(
      await portal.refusal(decisionOps.create, {
        caller,
        body: {
          title: 'Orphan',
          status: 'PROPOSED',
          context: '',
          decision: '',
          consequences: '',
          supersededBy: UNKNOWN_ID,
        },
      }),
    );
    for (const refused of refusals) {
      expect({ code: refused.code, message: refused.message, errors: refused.details.errors }).toEqual({
        code: ErrorCode.BadInput,
        message: SUPERSEDED_BY_INVALID,
        errors: [{ path: 'supersededBy', message: SUPERSEDED_BY_INVALID }],
      });
    }
    const newer = await decision();
    await portal.call(decisionOps.update, { caller, params: { id: created.id }, body: { supersededBy: newer.id } });
    const loop = await portal.refusal(decisionOps.update, {
      caller,
      params: { id: newer.id },
      body: { supersededBy: created.id },
    });
    expect(loop.message).toBe(SUPERSEDED_BY_CYCLE);
    expect(await get(newer.id)).toMatchObject({ supersededBy: null, status: 'PROPOSED' });
    expect((await portal.events(`Decision:${newer.id}`)).map((event) => event.type)).toEqual(['decision.created']);
  });
});
