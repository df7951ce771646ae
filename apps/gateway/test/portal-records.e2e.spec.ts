import { randomUUID } from 'node:crypto';
import { bodyOf, type Session } from '@warroom/testing';
import {
  documentOps,
  documentSchema,
  errorBodySchema,
  initiativeOps,
  initiativeSchema,
  meetingOps,
  meetingSchema,
} from '@warroom/contracts';
import { z } from 'zod';
import { UNKNOWN_ID } from './matrix-helpers.js';
import { created, writerAndMember } from './support.js';

const unique = (name: string) => `${name} ${randomUUID()}`;

let writer: Session;
let member: Session;

beforeAll(async () => {
  ({ writer, member } = await writerAndMember('CTO'));
});

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

describe('portal: initiatives', () => {
  it('creates, reads, lists newest first, changes and deletes an initiative', async () => {
    const initiative = await createInitiative({
      title: '  Migrate to NATS  ',
      description: 'Replace the queue.',
      status: 'IN_PROGRESS',
      rag: 'AMBER',
      dueDate: '2026-12-31',
    });
    expect(initiative).toEqual({
      id: expect.any(String),
      title: 'Migrate to NATS',
      description: 'Replace the queue.',
      status: 'IN_PROGRESS',
      rag: 'AMBER',
      dueDate: '2026-12-31',
      createdAt: expect.any(String),
      updatedAt: initiative.createdAt,
    });
    expect((await member.get(`/api/initiatives/${initiative.id}`)).body).toEqual(initiative);

    const plain = await createInitiative({ title: unique('Plain') });
    expect(plain).toMatchObject({ description: null, status: 'BACKLOG', rag: 'GREEN', dueDate: null });
    // Loose: the list's items as they came, so that the keys they carry are seen.
    const list = bodyOf(await member.get('/api/initiatives'), z.array(initiativeSchema.loose()));
    const ids = list.map((i) => i.id);
    expect(ids.indexOf(plain.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(plain.id)).toBeLessThan(ids.indexOf(initiative.id));
    expect(Object.keys(list.find((i) => i.id === initiative.id) ?? {}).sort()).toEqual([
      'createdAt',
      'description',
      'dueDate',
      'id',
      'rag',
      'status',
      'title',
      'updatedAt',
    ]);

    const done = await writer.patch(`/api/initiatives/${initiative.id}`, {
      status: 'DONE',
      rag: 'GREEN',
      dueDate: null,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ title: 'Migrate to NATS', status: 'DONE', rag: 'GREEN', dueDate: null });
    const moved = await writer.patch(`/api/initiatives/${initiative.id}`, {
      dueDate: '2027-01-15T23:30:00-05:00',
      description: '',
    });
    expect(moved.body).toMatchObject({ dueDate: '2027-01-16', description: null });

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
    for (const status of ['BACKLOG', 'IN_PROGRESS', 'DONE', 'BLOCKED']) {
      for (const rag of ['GREEN', 'AMBER', 'RED']) {
        const initiative = await createInitiative({ title: unique('Values'), status, rag });
        expect(initiative).toMatchObject({ status, rag });
        await writer.delete(`/api/initiatives/${initiative.id}`);
      }
    }
  });
});

describe('portal: meetings', () => {
  it('creates, reads, lists newest first by when, changes and deletes a meeting', async () => {
    const meeting = await createMeeting({
      title: ' Quarterly review ',
      when: '2026-04-01T09:30:00+02:00',
      agenda: '1. Numbers\n2. Hiring',
    });
    expect(meeting).toEqual({
      id: expect.any(String),
      title: 'Quarterly review',
      when: '2026-04-01T07:30:00.000Z',
      agenda: '1. Numbers\n2. Hiring',
      createdAt: expect.any(String),
      updatedAt: meeting.createdAt,
    });
    expect((await member.get(`/api/meetings/${meeting.id}`)).body).toEqual(meeting);

    // Created later but held earlier: listed after the first one.
    const earlier = await createMeeting({
      title: unique('Kick-off'),
      when: '2026-03-01T09:00:00Z',
    });
    const later = await createMeeting({ title: unique('Retro'), when: '2026-05-01T09:00:00Z' });
    expect(earlier.agenda).toBeNull();
    const ids = bodyOf(await member.get('/api/meetings'), z.array(meetingSchema)).map((m) => m.id);
    const order = [later.id, meeting.id, earlier.id].map((id) => ids.indexOf(id));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const whens = bodyOf(await member.get('/api/meetings'), z.array(meetingSchema)).map((m) => m.when);
    expect([...whens].sort().reverse()).toEqual(whens);

    const moved = await writer.patch(`/api/meetings/${meeting.id}`, {
      when: '2026-06-01T10:00:00Z',
      agenda: null,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ title: 'Quarterly review', when: '2026-06-01T10:00:00.000Z', agenda: null });

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

describe('portal: documents', () => {
  it('creates, reads, lists newest first, changes and deletes a document', async () => {
    const markdown = '# Runbook\n\n    indented code stays\n<script>alert(1)</script>\n';
    const document = await createDocument({ title: ' Runbook ', markdown });
    expect(document).toEqual({
      id: expect.any(String),
      title: 'Runbook',
      markdown,
      createdAt: expect.any(String),
      updatedAt: document.createdAt,
    });
    expect((await member.get(`/api/documents/${document.id}`)).body).toEqual(document);

    const newer = await createDocument({ title: unique('Empty') });
    expect(newer.markdown).toBe('');
    const ids = bodyOf(await member.get('/api/documents'), z.array(documentSchema)).map((d) => d.id);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(document.id));

    const edited = await writer.patch(`/api/documents/${document.id}`, {
      markdown: 'm'.repeat(200_000),
    });
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
