import { randomUUID } from 'node:crypto';
import { ErrorCode, initiativeOps, START_AFTER_DUE, type CreateInitiativeBody } from '@warroom/contracts';
import { callerOf, portalForTests } from './portal-under-test.js';

/** The refusal of a start day after the due day: on the start day, in words. */
const REFUSED = { code: ErrorCode.BadInput, errors: [{ path: 'startDate', message: START_AFTER_DUE }] };
/** The same from the body's schema, at the service's own edge (the payload's `body`; HTTP names it `startDate`). */
const REFUSED_BODY = { code: ErrorCode.BadInput, errors: [{ path: 'body.startDate', message: START_AFTER_DUE }] };

/**
 * An initiative's start day (issue 30) is on or before its due day: a create that breaks it is
 * refused by the body's schema, a change by the service against what is stored (a change of
 * the due day alone too). A refused write writes nothing.
 */
describe('an initiative’s start and due days', () => {
  const portal = portalForTests();
  const caller = callerOf();

  const body = (days: Partial<CreateInitiativeBody>): CreateInitiativeBody => ({
    title: `Dated ${randomUUID()}`,
    status: 'BACKLOG',
    rag: 'GREEN',
    ...days,
  });

  const refusalOf = (error: { code: string; details: { errors?: unknown } }) => ({
    code: error.code,
    errors: error.details.errors,
  });

  it('takes a start day on or before the due day, or either alone', async () => {
    const cases: [Partial<CreateInitiativeBody>, { startDate: string | null; dueDate: string | null }][] = [
      [
        { startDate: '2026-01-01', dueDate: '2026-01-01' },
        { startDate: '2026-01-01', dueDate: '2026-01-01' },
      ],
      [
        { startDate: '2026-01-01', dueDate: '2026-03-31' },
        { startDate: '2026-01-01', dueDate: '2026-03-31' },
      ],
      [{ startDate: '2026-01-01' }, { startDate: '2026-01-01', dueDate: null }],
      [{ dueDate: '2026-01-01' }, { startDate: null, dueDate: '2026-01-01' }],
      // A date-time is taken as its UTC day.
      [
        { startDate: '2026-01-31T23:30:00-02:00', dueDate: '2026-02-01' },
        { startDate: '2026-02-01', dueDate: '2026-02-01' },
      ],
    ];
    for (const [days, stored] of cases) {
      const created = await portal.call(initiativeOps.create, { caller, body: body(days) });
      expect({ startDate: created.startDate, dueDate: created.dueDate }).toEqual(stored);
    }
  });

  it('refuses a create whose start day is after its due day, and writes nothing', async () => {
    const refused = await portal.refusal(initiativeOps.create, {
      caller,
      body: { ...body({ startDate: '2026-02-02', dueDate: '2026-02-01' }), title: `Never ${caller.id}` },
    });
    expect(refusalOf(refused)).toEqual(REFUSED_BODY);
    expect(await portal.sql('select id from initiatives where title = $1', [`Never ${caller.id}`])).toEqual([]);
  });

  it('holds a change of either day to the other as stored; a refused change writes nothing', async () => {
    const created = await portal.call(initiativeOps.create, {
      caller,
      body: body({ startDate: '2026-03-01', dueDate: '2026-03-31' }),
    });
    const change = (changes: { startDate?: string | null; dueDate?: string | null }) =>
      portal.refusal(initiativeOps.update, { caller, params: { id: created.id }, body: changes });

    const dueFirst = await change({ dueDate: '2026-02-28' });
    expect(refusalOf(dueFirst)).toEqual(REFUSED);
    expect(dueFirst.message).toBe(`startDate: ${START_AFTER_DUE}`);
    expect(refusalOf(await change({ startDate: '2026-04-01' }))).toEqual(REFUSED);
    expect(refusalOf(await change({ startDate: '2026-05-02', dueDate: '2026-05-01' }))).toEqual(REFUSED_BODY);
    const [row] = await portal.sql(
      `select to_char(start_date, 'YYYY-MM-DD') as start, to_char(due_date, 'YYYY-MM-DD') as due
         from initiatives where id = $1`,
      [created.id],
    );
    expect(row).toEqual({ start: '2026-03-01', due: '2026-03-31' });
    expect((await portal.events(`Initiative:${created.id}`)).map((event) => event.type)).toEqual([
      'initiative.created',
    ]);

    // Both moved together, past the stored due day; then the due day cleared, so any start goes.
    const moved = await portal.call(initiativeOps.update, {
      caller,
      params: { id: created.id },
      body: { startDate: '2026-06-01', dueDate: '2026-06-30' },
    });
    expect(moved).toMatchObject({ startDate: '2026-06-01', dueDate: '2026-06-30' });
    const open = await portal.call(initiativeOps.update, {
      caller,
      params: { id: created.id },
      body: { dueDate: null },
    });
    const later = await portal.call(initiativeOps.update, {
      caller,
      params: { id: created.id },
      body: { startDate: '2027-01-01' },
    });
    expect(open.dueDate).toBeNull();
    expect(later).toMatchObject({ startDate: '2027-01-01', dueDate: null });

    const events = await portal.events(`Initiative:${created.id}`);
    expect(events.map((event) => event.data)).toEqual([
      expect.objectContaining({ startDate: '2026-03-01', dueDate: '2026-03-31' }),
      {
        changes: {
          startDate: { from: '2026-03-01', to: '2026-06-01' },
          dueDate: { from: '2026-03-31', to: '2026-06-30' },
        },
      },
      { changes: { dueDate: { from: '2026-06-30', to: null } } },
      { changes: { startDate: { from: '2026-06-01', to: '2027-01-01' } } },
    ]);
    const listed = await portal.everything(initiativeOps.list, (query) => ({ caller, query }));
    expect(listed.find((item) => item.id === created.id)).toEqual(later);
  });
});
