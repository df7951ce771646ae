import { randomUUID } from 'node:crypto';
import { bodyOf } from '@warroom/testing';
import { documentOps, errorBodySchema, initiativeOps, meetingOps } from '@warroom/contracts';
import { UNKNOWN_ID } from './matrix-helpers.js';
import { created, writerAndMember } from './support.js';

const unique = (name: string) => `${name} ${randomUUID()}`;

const { writer, member } = writerAndMember('CTO');

const createInitiative = (body: Record<string, unknown>) =>
  created(writer, '/api/initiatives', body, initiativeOps.create.reply);
const createMeeting = (body: Record<string, unknown>) =>
  created(writer, '/api/meetings', body, meetingOps.create.reply);
const createDocument = (body: Record<string, unknown>) =>
  created(writer, '/api/documents', body, documentOps.create.reply);

/** Reads, MEMBER's 403 on every write, 404 for unknown ids and 400 for malformed ones: the same for every record. */
async function checkAccess(base: string, id: string, change: Record<string, unknown>): Promise<void> {
  expect((await member.get(base)).status).toBe(200);
  expect((await member.get(`${base}/${id}`)).status).toBe(200);
  expect((await member.post(base, { title: 'Nope' })).status).toBe(403);
  expect((await member.patch(`${base}/${id}`, change)).status).toBe(403);
  expect((await member.delete(`${base}/${id}`)).status).toBe(403);
  expect((await member.get(`${base}/${UNKNOWN_ID}`)).status).toBe(404);
  expect((await member.get(`${base}/not-an-id`)).status).toBe(400);
  expect((await writer.patch(`${base}/${UNKNOWN_ID}`, change)).status).toBe(404);
  expect((await writer.delete(`${base}/${UNKNOWN_ID}`)).status).toBe(404);
  const nothing = await writer.patch(`${base}/${id}`, {});
  expect(nothing.status).toBe(400);
  expect(nothing.body).toMatchObject({ message: 'Nothing to change: give at least one field' });
}

/*
 * The HTTP side of the plain records: status codes, the caller's access and the 400 bodies of
 * the body's schema. What the portal service does with a record (its rows, events, lists and
 * rules) is tested beside it, in apps/portal/test.
 */

describe('portal: initiatives over HTTP', () => {
  it('answers 201, 200 and 404 through a record’s life, and 403 to a MEMBER’s writes', async () => {
    const initiative = await createInitiative({
      title: '  Migrate to NATS  ',
      status: 'IN_PROGRESS',
      rag: 'AMBER',
      startDate: '2026-10-01',
      dueDate: '2026-12-31',
    });
    expect(initiative).toMatchObject({ title: 'Migrate to NATS', startDate: '2026-10-01', dueDate: '2026-12-31' });
    expect((await member.get(`/api/initiatives/${initiative.id}`)).body).toEqual(initiative);
    const list = await member.get('/api/initiatives?limit=1');
    expect({ status: list.status, total: Number(list.headers.get('x-total-count')) > 0 }).toEqual({
      status: 200,
      total: true,
    });
    const moved = await writer.patch(`/api/initiatives/${initiative.id}`, {
      dueDate: '2027-01-15T23:30:00-05:00',
      description: '',
    });
    expect({ status: moved.status, body: moved.body }).toMatchObject({
      status: 200,
      body: { dueDate: '2027-01-16', description: null },
    });

    await checkAccess('/api/initiatives', initiative.id, { rag: 'RED' });

    const deleted = await writer.delete(`/api/initiatives/${initiative.id}`);
    expect(deleted.status).toBe(200);
    expect(bodyOf(deleted, initiativeOps.delete.reply).id).toBe(initiative.id);
    expect((await writer.get(`/api/initiatives/${initiative.id}`)).body).toEqual({
      statusCode: 404,
      message: 'Initiative not found',
    });
  });

  it('takes the status and RAG values of SPEC.md and ISO dates only', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 't', status: 'DOING' }, 'status'],
      [{ title: 't', rag: 'BLUE' }, 'rag'],
      [{ title: 't', dueDate: '31/12/2026' }, 'dueDate'],
      [{ title: 't', dueDate: '2026-02-30' }, 'dueDate'],
      [{ title: 't', startDate: '2026-13-01' }, 'startDate'],
      [{ title: 't', description: 'd'.repeat(200_001) }, 'description'],
      [{ title: ' ' }, 'title'],
    ];
    for (const [body, path] of cases) {
      const response = await writer.post('/api/initiatives', body);
      expect({ status: response.status, path: bodyOf(response, errorBodySchema).errors?.[0]?.path }).toEqual({
        status: 400,
        path,
      });
    }
  });

  it('refuses a start day after the due day with a 400 on startDate, on a create and on a change of either day', async () => {
    const refusal = {
      statusCode: 400,
      message: 'startDate: Start date must be on or before the due date',
      errors: [{ path: 'startDate', message: 'Start date must be on or before the due date' }],
    };
    const create = await writer.post('/api/initiatives', {
      title: unique('Backwards'),
      startDate: '2026-02-02',
      dueDate: '2026-02-01',
    });
    expect({ status: create.status, body: create.body }).toEqual({ status: 400, body: refusal });
    const initiative = await createInitiative({
      title: unique('Dated'),
      startDate: '2026-03-01',
      dueDate: '2026-03-31',
    });
    for (const change of [
      { dueDate: '2026-02-28' },
      { startDate: '2026-04-01' },
      { startDate: '2026-05-02', dueDate: '2026-05-01' },
    ]) {
      const response = await writer.patch(`/api/initiatives/${initiative.id}`, change);
      expect({ change, status: response.status, body: response.body }).toEqual({ change, status: 400, body: refusal });
    }
  });
});

describe('portal: meetings over HTTP', () => {
  it('answers 201, 200 and 404 through a meeting’s life, 403 to a MEMBER’s writes, and 400 without a when', async () => {
    const meeting = await createMeeting({ title: ' Quarterly review ', when: '2026-04-01T09:30:00+02:00' });
    expect(meeting).toMatchObject({ title: 'Quarterly review', when: '2026-04-01T07:30:00.000Z', agenda: null });
    expect((await member.get(`/api/meetings/${meeting.id}`)).body).toEqual(meeting);

    await checkAccess('/api/meetings', meeting.id, { title: 'Renamed' });
    const bad = await writer.post('/api/meetings', { title: 'Bad', when: 'next tuesday' });
    expect(bad.status).toBe(400);
    expect(bodyOf(bad, errorBodySchema).errors?.[0]?.path).toBe('when');
    expect(bodyOf(await writer.post('/api/meetings', { title: 'No when' }), errorBodySchema).errors?.[0]?.path).toBe(
      'when',
    );

    expect((await writer.delete(`/api/meetings/${meeting.id}`)).status).toBe(200);
    expect((await writer.get(`/api/meetings/${meeting.id}`)).body).toEqual({
      statusCode: 404,
      message: 'Meeting not found',
    });
  });
});

describe('portal: documents over HTTP', () => {
  it('answers 201, 200 and 404 through a document’s life, keeps markdown as written and refuses one too long', async () => {
    const markdown = '# Runbook\n\n    indented code stays\n<script>alert(1)</script>\n';
    const document = await createDocument({ title: ' Runbook ', markdown });
    expect(document).toMatchObject({ title: 'Runbook', markdown });
    expect((await member.get(`/api/documents/${document.id}`)).body).toEqual(document);

    const edited = await writer.patch(`/api/documents/${document.id}`, { markdown: 'm'.repeat(200_000) });
    expect(edited.status).toBe(200);
    expect(bodyOf(edited, documentOps.update.reply).markdown).toHaveLength(200_000);
    const tooLong = await writer.patch(`/api/documents/${document.id}`, { markdown: 'm'.repeat(200_001) });
    expect(tooLong.status).toBe(400);
    expect(bodyOf(tooLong, errorBodySchema).errors).toEqual([
      { path: 'markdown', message: 'Markdown must be at most 200,000 characters' },
    ]);

    await checkAccess('/api/documents', document.id, { title: 'Renamed' });

    expect((await writer.delete(`/api/documents/${document.id}`)).status).toBe(200);
    expect((await writer.get(`/api/documents/${document.id}`)).body).toEqual({
      statusCode: 404,
      message: 'Document not found',
    });
  });
});
