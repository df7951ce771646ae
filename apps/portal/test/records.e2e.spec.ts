import { randomUUID } from 'node:crypto';
import {
  documentOps,
  ErrorCode,
  initiativeOps,
  meetingOps,
  type CreateInitiativeBody,
  type Initiative,
} from '@warroom/contracts';
import { callerOf, portalForTests } from './portal-under-test.js';

/**
 * A record's create, update and delete against the portal service itself: the answer, the row
 * in its database and the outbox event written in the same transaction (one per change, none
 * for a change that changes nothing or is refused).
 */
describe('portal records: writes, rows and their events', () => {
  const portal = portalForTests();
  const caller = callerOf();
  const actor = { id: caller.id, email: caller.email };

  const initiative = (body: Partial<CreateInitiativeBody> = {}) =>
    portal.call(initiativeOps.create, {
      caller,
      body: { title: `Initiative ${randomUUID()}`, status: 'BACKLOG', rag: 'GREEN', ...body },
    });

  it('creates an initiative: the answer, its row and one created event with its fields', async () => {
    const created = await initiative({
      title: 'Migrate to NATS',
      description: 'Replace the queue.',
      status: 'IN_PROGRESS',
      rag: 'AMBER',
      startDate: '2026-10-01',
      dueDate: '2026-12-31',
    });
    expect(created).toEqual({
      id: expect.any(String),
      title: 'Migrate to NATS',
      description: 'Replace the queue.',
      status: 'IN_PROGRESS',
      rag: 'AMBER',
      startDate: '2026-10-01',
      dueDate: '2026-12-31',
      createdAt: expect.any(String),
      updatedAt: created.createdAt,
    });
    const [row] = await portal.sql(
      `select title, description, status, rag, to_char(start_date, 'YYYY-MM-DD') as start_date,
              to_char(due_date, 'YYYY-MM-DD') as due_date, created_at, updated_at from initiatives where id = $1`,
      [created.id],
    );
    expect(row).toEqual({
      title: 'Migrate to NATS',
      description: 'Replace the queue.',
      status: 'IN_PROGRESS',
      rag: 'AMBER',
      start_date: '2026-10-01',
      due_date: '2026-12-31',
      created_at: new Date(created.createdAt),
      updated_at: new Date(created.createdAt),
    });
    expect(await portal.events(`Initiative:${created.id}`)).toEqual([
      {
        type: 'initiative.created',
        actor,
        data: {
          title: 'Migrate to NATS',
          description: 'Replace the queue.',
          status: 'IN_PROGRESS',
          rag: 'AMBER',
          startDate: '2026-10-01',
          dueDate: '2026-12-31',
        },
      },
    ]);
    expect(await portal.call(initiativeOps.get, { caller, params: { id: created.id } })).toEqual(created);
  });

  it('stores an empty optional text as none and a left-out one as none', async () => {
    const created = await initiative({ description: '' });
    expect(created).toMatchObject({ description: null, startDate: null, dueDate: null });
    const [row] = await portal.sql('select description, start_date, due_date from initiatives where id = $1', [
      created.id,
    ]);
    expect(row).toEqual({ description: null, start_date: null, due_date: null });
  });

  it('updates only what a change names, with one event of what changed, and none for a change that changes nothing', async () => {
    const created = await initiative({ description: 'Before', dueDate: '2026-06-30' });
    const changed = await portal.call(initiativeOps.update, {
      caller,
      params: { id: created.id },
      body: { rag: 'RED', dueDate: null, description: '' },
    });
    expect(changed).toEqual({
      ...created,
      rag: 'RED',
      dueDate: null,
      description: null,
      updatedAt: expect.any(String),
    });
    expect(Date.parse(changed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    const same = await portal.call(initiativeOps.update, {
      caller,
      params: { id: created.id },
      body: { rag: 'RED', title: created.title },
    });
    expect(same).toEqual(changed);

    const events = await portal.events(`Initiative:${created.id}`);
    expect(events.map((event) => event.type)).toEqual(['initiative.created', 'initiative.updated']);
    expect(events[1]?.data).toEqual({
      changes: {
        rag: { from: 'GREEN', to: 'RED' },
        dueDate: { from: '2026-06-30', to: null },
        description: { from: 'Before', to: null },
      },
    });
    const [row] = await portal.sql<{ updated_at: Date }>('select updated_at from initiatives where id = $1', [
      created.id,
    ]);
    expect(row?.updated_at.toISOString()).toBe(changed.updatedAt);
  });

  it('deletes a record: answers what was deleted, removes the row, one deleted event; then 404 and no event', async () => {
    const created = await initiative({ description: 'd'.repeat(300) });
    const deleted = await portal.call(initiativeOps.delete, { caller, params: { id: created.id } });
    expect(deleted).toEqual(created);
    expect(await portal.sql('select id from initiatives where id = $1', [created.id])).toEqual([]);
    const events = await portal.events(`Initiative:${created.id}`);
    expect(events.map((event) => event.type)).toEqual(['initiative.created', 'initiative.deleted']);
    // Long text is recorded as a preview and its length, so an event stays small.
    expect(events[1]?.data).toMatchObject({ description: { preview: 'd'.repeat(80), length: 300 } });

    for (const refused of [
      await portal.refusal(initiativeOps.delete, { caller, params: { id: created.id } }),
      await portal.refusal(initiativeOps.update, { caller, params: { id: created.id }, body: { rag: 'RED' } }),
      await portal.refusal(initiativeOps.get, { caller, params: { id: created.id } }),
    ]) {
      expect({ code: refused.code, message: refused.message }).toEqual({
        code: ErrorCode.NotFound,
        message: 'Initiative not found',
      });
    }
    expect(await portal.events(`Initiative:${created.id}`)).toHaveLength(2);
  });

  it('keeps a meeting’s when as an instant and lists meetings newest first by when, agendas cut to 80 characters', async () => {
    const run = randomUUID();
    // What the gateway's parse of a body without them fills in: a leadership meeting of an hour.
    const defaults = { audience: 'LEADERSHIP', durationMinutes: 60 } as const;
    const meeting = await portal.call(meetingOps.create, {
      caller,
      body: { title: `Review ${run}`, when: '2026-04-01T09:30:00+02:00', agenda: 'a'.repeat(81), ...defaults },
    });
    expect(meeting).toMatchObject({ when: '2026-04-01T07:30:00.000Z', agenda: 'a'.repeat(81) });
    const [row] = await portal.sql<{ scheduled_at: Date }>('select scheduled_at from meetings where id = $1', [
      meeting.id,
    ]);
    expect(row?.scheduled_at.toISOString()).toBe('2026-04-01T07:30:00.000Z');
    const earlier = await portal.call(meetingOps.create, {
      caller,
      body: { title: `Kick-off ${run}`, when: '2026-03-01T09:00:00Z', ...defaults },
    });
    const later = await portal.call(meetingOps.create, {
      caller,
      body: { title: `Retro ${run}`, when: '2026-05-01T09:00:00Z', ...defaults },
    });
    const listed = await portal.everything(meetingOps.list, (query) => ({ caller, query }));
    const mine = listed.filter((item) => item.title.endsWith(run));
    expect(mine.map((item) => item.id)).toEqual([later.id, meeting.id, earlier.id]);
    expect(mine[1]).toEqual({ ...meeting, agenda: 'a'.repeat(80) });
    const whens = listed.map((item) => item.when);
    expect([...whens].sort().reverse()).toEqual(whens);

    const moved = await portal.call(meetingOps.update, {
      caller,
      params: { id: meeting.id },
      body: { when: '2026-06-01T10:00:00Z', agenda: null },
    });
    expect(moved).toMatchObject({ when: '2026-06-01T10:00:00.000Z', agenda: null });
    const [event] = (await portal.events(`Meeting:${meeting.id}`)).slice(1);
    expect(event?.data).toEqual({
      changes: {
        when: { from: '2026-04-01T07:30:00.000Z', to: '2026-06-01T10:00:00.000Z' },
        agenda: { from: 'a'.repeat(81), to: null },
      },
    });
  });

  it('lists a record with the fields its contract names and nothing else, long texts as previews', async () => {
    const created: Initiative = await initiative({ description: 'x'.repeat(150), startDate: '2026-01-01' });
    const document = await portal.call(documentOps.create, {
      caller,
      body: { title: `Runbook ${randomUUID()}`, markdown: '# Runbook\n\n' + 'm'.repeat(200) },
    });
    const initiatives = await portal.raw(initiativeOps.list, { caller, query: { limit: 500, offset: 0 } });
    const documents = await portal.raw(documentOps.list, { caller, query: { limit: 500, offset: 0 } });
    const listedInitiative = (initiatives as { items: Initiative[] }).items.find((item) => item.id === created.id);
    expect(listedInitiative).toEqual({ ...created, description: 'x'.repeat(100) });
    const listedDocument = (documents as { items: { id: string }[] }).items.find((item) => item.id === document.id);
    expect(listedDocument).toEqual({ ...document, markdown: document.markdown.slice(0, 100) });
    expect(await portal.call(documentOps.get, { caller, params: { id: document.id } })).toEqual(document);
  });
});
