import { randomUUID } from 'node:crypto';
import { auditOps, errorBodySchema, liveSessionSchema, meetingOps, type Meeting, type Role } from '@warroom/contracts';
import { bodyOf, session as anonymous, type Session } from '@warroom/testing';
import { UNKNOWN_ID } from './matrix-helpers.js';
import { adminSession, created, createUser, eventually, readAllPages, signIn } from './support.js';

/*
 * PRODUCT.md section 20 over HTTP: meetings for MEMBERS are live sessions, listed upcoming and
 * past with RSVP counts and the caller's own answer; every signed-in role answers.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const run = randomUUID().slice(0, 8);
const at = (fromNowMs: number) => new Date(Date.now() + fromNowMs).toISOString();

const clients = new Map<Role, Session>();
/** A MEMBER who never answers. */
let bystander: Session;

beforeAll(async () => {
  const admin = await adminSession();
  clients.set('ADMIN', admin);
  for (const role of ['MEMBER', 'CTO', 'CEO'] as const) clients.set(role, await signIn(await createUser(admin, role)));
  bystander = await signIn(await createUser(admin, 'MEMBER'));
});

const as = (role: Role): Session => clients.get(role) as Session;

/** A meeting made by the CTO: a live session unless the body says otherwise. */
const createMeeting = (title: string, fromNowMs: number, extra: Record<string, unknown> = {}): Promise<Meeting> =>
  created(
    as('CTO'),
    '/api/meetings',
    { title: `${title} ${run}`, when: at(fromNowMs), audience: 'MEMBERS', ...extra },
    meetingOps.create.reply,
  );

async function rsvp(client: Session, id: string, going: boolean) {
  const response = await client.post(`/api/sessions/${id}/rsvp`, { going });
  expect({ status: response.status, text: response.status === 200 ? '' : response.text }).toEqual({
    status: 200,
    text: '',
  });
  return bodyOf(response, liveSessionSchema);
}

/** Every live session of a list, page by page (two a page, so the paging is used). */
const listed = (client: Session, when: 'upcoming' | 'past') =>
  readAllPages(client, `/api/sessions?when=${when}&limit=2`, liveSessionSchema);

const endOf = (item: { when: string; durationMinutes: number }) =>
  Date.parse(item.when) + item.durationMinutes * MINUTE;

describe('live sessions: upcoming and past (PRODUCT.md section 20)', () => {
  it('lists sessions not yet ended soonest first and ended ones newest first, live sessions only, a page at a time', async () => {
    // Made out of order, so neither list can pass by following creation.
    const later = await createMeeting('Later', 2 * DAY);
    const justEnded = await createMeeting('Just ended', -70 * MINUTE, { durationMinutes: 60 });
    const soon = await createMeeting('Soon', DAY);
    const threeDaysAgo = await createMeeting('Three days ago', -3 * DAY);
    const underWay = await createMeeting('Under way', -10 * MINUTE, { durationMinutes: 60 });
    const twoDaysAgo = await createMeeting('Two days ago', -2 * DAY);
    const leadership = await createMeeting('Leadership only', 3 * HOUR, { audience: 'LEADERSHIP' });
    const mine = new Set([later, justEnded, soon, threeDaysAgo, underWay, twoDaysAgo, leadership].map((m) => m.id));

    const asked = Date.now();
    const upcoming = await listed(as('MEMBER'), 'upcoming');
    const past = await listed(as('MEMBER'), 'past');
    const answered = Date.now();

    expect(upcoming.items.filter((s) => mine.has(s.id)).map((s) => s.title)).toEqual(
      [underWay, soon, later].map((m) => m.title),
    );
    expect(past.items.filter((s) => mine.has(s.id)).map((s) => s.title)).toEqual(
      [justEnded, twoDaysAgo, threeDaysAgo].map((m) => m.title),
    );
    for (const list of [upcoming, past]) {
      expect(list.pages.length).toBeGreaterThanOrEqual(2);
      expect(list.total).toBe(list.items.length);
      expect(new Set(list.items.map((s) => s.id)).size).toBe(list.items.length);
      expect(list.items.every((s) => s.audience === 'MEMBERS')).toBe(true);
    }
    // The whole lists in their order, and each session on the right side of its end.
    const starts = (items: { when: string }[]) => items.map((s) => Date.parse(s.when));
    expect(starts(upcoming.items)).toEqual([...starts(upcoming.items)].sort((a, b) => a - b));
    expect(starts(past.items)).toEqual([...starts(past.items)].sort((a, b) => b - a));
    expect(upcoming.items.every((s) => endOf(s) > asked)).toBe(true);
    expect(past.items.every((s) => endOf(s) <= answered)).toBe(true);

    // Each item is the meeting (the agenda as the meeting list cuts it) with the answers.
    const item = upcoming.items.find((s) => s.id === soon.id);
    expect(item).toEqual({ ...soon, goingCount: 0, going: false });
    // Without `when`, the upcoming ones.
    const plain = await as('MEMBER').get('/api/sessions?limit=500');
    expect(plain.status).toBe(200);
    const ids = bodyOf(plain, liveSessionSchema.array()).map((s) => s.id);
    expect(ids).toContain(underWay.id);
    expect(ids).not.toContain(justEnded.id);
  });

  it('counts who is going and tells each caller their own answer, for every role', async () => {
    const session = await createMeeting('Everyone answers', DAY + HOUR);
    expect(await rsvp(as('MEMBER'), session.id, true)).toMatchObject({ id: session.id, going: true, goingCount: 1 });
    expect(await rsvp(as('CTO'), session.id, true)).toMatchObject({ going: true, goingCount: 2 });
    expect(await rsvp(as('CEO'), session.id, false)).toMatchObject({ going: false, goingCount: 2 });
    const last = await rsvp(as('ADMIN'), session.id, true);
    expect(last).toEqual({ ...session, goingCount: 3, going: true });

    const seenBy = async (client: Session) => (await listed(client, 'upcoming')).items.find((s) => s.id === session.id);
    expect(await seenBy(as('MEMBER'))).toMatchObject({ goingCount: 3, going: true });
    expect(await seenBy(as('CTO'))).toMatchObject({ goingCount: 3, going: true });
    expect(await seenBy(as('CEO'))).toMatchObject({ goingCount: 3, going: false });
    expect(await seenBy(as('ADMIN'))).toMatchObject({ goingCount: 3, going: true });
    expect(await seenBy(bystander)).toMatchObject({ goingCount: 3, going: false });

    // Answering again changes the answer; the same answer twice counts once.
    expect(await rsvp(as('MEMBER'), session.id, false)).toMatchObject({ going: false, goingCount: 2 });
    expect(await rsvp(as('CEO'), session.id, true)).toMatchObject({ going: true, goingCount: 3 });
    expect(await rsvp(as('CEO'), session.id, true)).toMatchObject({ going: true, goingCount: 3 });
    expect(await seenBy(as('MEMBER'))).toMatchObject({ goingCount: 3, going: false });
    expect(await seenBy(as('CEO'))).toMatchObject({ goingCount: 3, going: true });
  });

  it('records each answer in the audit log once, through the outbox, and nothing for the same answer again', async () => {
    const admin = await adminSession();
    const member = await createUser(admin, 'MEMBER', 'Dana Audited');
    const client = await signIn(member);
    const session = await createMeeting('Audited answers', DAY);
    await rsvp(client, session.id, true);
    await rsvp(client, session.id, true);
    await rsvp(client, session.id, false);

    const entries = await eventually(async () => {
      const page = bodyOf(
        await admin.get(`/api/admin/audit-logs?entity=${encodeURIComponent(`Meeting:${session.id}`)}`),
        auditOps.list.http.reply,
      );
      return page.length >= 3 ? page : undefined;
    });
    expect(entries.map((entry) => entry.action)).toEqual(['meeting.rsvp', 'meeting.rsvp', 'meeting.created']);
    const [changed, first] = entries;
    expect(first?.actor).toMatchObject({ email: member.email, name: 'Dana Audited' });
    expect(first?.entityLabel).toBe(session.title);
    expect(JSON.parse(first?.meta ?? '{}')).toEqual({ going: true, changed: false });
    expect(JSON.parse(changed?.meta ?? '{}')).toEqual({ going: false, changed: true });
  });

  it('answers 404 for no such session and for a leadership meeting, 409 once a session has ended', async () => {
    const leadership = await createMeeting('Leadership offsite', DAY, { audience: 'LEADERSHIP' });
    const ended = await createMeeting('Long over', -2 * DAY);
    for (const id of [UNKNOWN_ID, leadership.id]) {
      const response = await as('MEMBER').post(`/api/sessions/${id}/rsvp`, { going: true });
      expect({ status: response.status, body: response.body }).toEqual({
        status: 404,
        body: { statusCode: 404, message: 'Session not found' },
      });
    }
    const late = await as('CEO').post(`/api/sessions/${ended.id}/rsvp`, { going: true });
    expect({ status: late.status, body: late.body }).toEqual({
      status: 409,
      body: { statusCode: 409, message: 'This session has ended' },
    });
    // A deleted session takes its answers with it, and then takes none.
    const gone = await createMeeting('Cancelled', DAY);
    await rsvp(as('MEMBER'), gone.id, true);
    expect((await as('CTO').delete(`/api/meetings/${gone.id}`)).status).toBe(200);
    expect((await as('MEMBER').post(`/api/sessions/${gone.id}/rsvp`, { going: true })).status).toBe(404);
  });

  it('refuses bad input with 400 and the field, and anyone not signed in with 401', async () => {
    const validated = await createMeeting('Validated', DAY);
    const cases: [string, Promise<Awaited<ReturnType<Session['get']>>>, string][] = [
      ['no answer', as('MEMBER').post(`/api/sessions/${validated.id}/rsvp`, {}), 'going'],
      ['text for going', as('MEMBER').post(`/api/sessions/${validated.id}/rsvp`, { going: 'yes' }), 'going'],
      ['null for going', as('MEMBER').post(`/api/sessions/${validated.id}/rsvp`, { going: null }), 'going'],
      ['a malformed id', as('MEMBER').post('/api/sessions/not-an-id/rsvp', { going: true }), 'id'],
      ['an unknown when', as('MEMBER').get('/api/sessions?when=soon'), 'when'],
      ['a limit of 0', as('MEMBER').get('/api/sessions?when=past&limit=0'), 'limit'],
    ];
    for (const [name, request, path] of cases) {
      const response = await request;
      expect({ name, status: response.status, path: bodyOf(response, errorBodySchema).errors?.[0]?.path }).toEqual({
        name,
        status: 400,
        path,
      });
    }
    const noAnswer = await as('CEO').post(`/api/sessions/${validated.id}/rsvp`, {});
    expect(noAnswer.body).toEqual({
      statusCode: 400,
      message: 'going: Going must be true or false',
      errors: [{ path: 'going', message: 'Going must be true or false' }],
    });
    const when = await as('CEO').get('/api/sessions?when=tomorrow');
    expect(bodyOf(when, errorBodySchema).errors).toEqual([
      { path: 'when', message: 'when must be one of upcoming, past' },
    ]);
    const nobody = anonymous();
    expect((await nobody.get('/api/sessions')).status).toBe(401);
    expect((await nobody.post(`/api/sessions/${validated.id}/rsvp`, { going: true })).status).toBe(401);
  });
});

describe('meetings: audience, duration and links (PRODUCT.md section 20)', () => {
  it('keeps leadership, 60 minutes and no links unless told, and refuses what is out of bounds', async () => {
    const plain = await created(
      as('CEO'),
      '/api/meetings',
      { title: `Board ${run}`, when: at(DAY) },
      meetingOps.create.reply,
    );
    expect(plain).toMatchObject({ audience: 'LEADERSHIP', durationMinutes: 60, videoUrl: null, recordingUrl: null });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ durationMinutes: 4 }, 'durationMinutes', 'Duration must be 5 to 600 minutes'],
      [{ durationMinutes: 601 }, 'durationMinutes', 'Duration must be 5 to 600 minutes'],
      [{ durationMinutes: 1.5 }, 'durationMinutes', 'Duration must be 5 to 600 minutes'],
      [{ videoUrl: 'javascript:alert(1)' }, 'videoUrl', 'Valid URL required'],
      [{ recordingUrl: 'ftp://example.com/recording' }, 'recordingUrl', 'Valid URL required'],
      [{ audience: 'EVERYONE' }, 'audience', 'audience must be one of LEADERSHIP, MEMBERS'],
    ];
    for (const [change, path, message] of cases) {
      const response = await as('CTO').post('/api/meetings', { title: 'Bad', when: at(DAY), ...change });
      expect({ change, status: response.status, errors: bodyOf(response, errorBodySchema).errors }).toEqual({
        change,
        status: 400,
        errors: [{ path, message }],
      });
      expect((await as('CTO').patch(`/api/meetings/${plain.id}`, change)).status).toBe(400);
    }
    const opened = await as('CTO').patch(`/api/meetings/${plain.id}`, {
      audience: 'MEMBERS',
      durationMinutes: 600,
      videoUrl: 'https://meet.example.com/board',
      recordingUrl: '',
    });
    expect({ status: opened.status, body: opened.body }).toMatchObject({
      status: 200,
      body: {
        audience: 'MEMBERS',
        durationMinutes: 600,
        videoUrl: 'https://meet.example.com/board',
        recordingUrl: null,
      },
    });
  });
});
