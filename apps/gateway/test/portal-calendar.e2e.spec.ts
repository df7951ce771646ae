import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { errorBodySchema, meetingOps, type Meeting, type Role } from '@warroom/contracts';
import { bodyOf, session as anonymous, type Session } from '@warroom/testing';
import { UNKNOWN_ID } from './matrix-helpers.js';
import { adminSession, created, createUser, signIn } from './support.js';

/*
 * PRODUCT.md section 20 over HTTP: every meeting downloads as an iCalendar file (RFC 5545), read
 * back by ical.js, a strict parser.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const run = randomUUID().slice(0, 8);

type CalendarComponent = InstanceType<typeof ICAL.Component>;

const clients = new Map<Role, Session>();

beforeAll(async () => {
  const admin = await adminSession();
  clients.set('ADMIN', admin);
  for (const role of ['MEMBER', 'CTO', 'CEO'] as const) clients.set(role, await signIn(await createUser(admin, role)));
});

const as = (role: Role): Session => clients.get(role) as Session;

/** A meeting made by the CTO: a live session unless the body says otherwise. */
const createMeeting = (title: string, fromNowMs: number, extra: Record<string, unknown> = {}): Promise<Meeting> =>
  created(
    as('CTO'),
    '/api/meetings',
    {
      title: `${title} ${run}`,
      when: new Date(Date.now() + fromNowMs).toISOString(),
      audience: 'MEMBERS',
      ...extra,
    },
    meetingOps.create.reply,
  );

describe('a meeting as an iCalendar file (PRODUCT.md section 20)', () => {
  const agenda = [
    '# Agenda',
    '',
    '1. **Intros** with [the deck](https://example.com/deck)',
    '2. Q&A, then `npm start`',
    '',
    '<script>alert(1)</script>',
  ].join('\n');

  async function download(client: Session, id: string) {
    const response = await client.get(`/api/meetings/${id}/calendar.ics`);
    expect({ status: response.status, text: response.status === 200 ? '' : response.text }).toEqual({
      status: 200,
      text: '',
    });
    return response;
  }

  /** The file read by ical.js, which throws on what RFC 5545 does not allow; its one event. */
  function eventOf(text: string): CalendarComponent {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    return events[0] as CalendarComponent;
  }

  const instantOf = (event: CalendarComponent, name: string): { iso: string; utc: boolean } => {
    const time = event.getFirstPropertyValue(name) as InstanceType<typeof ICAL.Time>;
    return { iso: time.toJSDate().toISOString(), utc: time.zone === ICAL.Timezone.utcTimezone };
  };

  it('holds one VEVENT: a stable UID, the start and end in UTC, the title, the agenda as plain text and the video link', async () => {
    const session = await createMeeting('AMA: ship it', 0, {
      when: '2030-05-06T17:30:00+02:00',
      durationMinutes: 90,
      agenda,
      videoUrl: 'https://meet.example.com/ama?room=1',
    });
    const first = await download(as('MEMBER'), session.id);
    expect(first.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(first.headers.get('content-disposition')).toBe(`attachment; filename="ama-ship-it-${run}-2030-05-06.ics"`);
    expect(first.headers.get('cache-control')).toBe('no-store');
    // Lines end with CRLF, as RFC 5545 says; the times are UTC ('Z'), not floating or zoned.
    expect(first.text.endsWith('\r\n')).toBe(true);
    expect(first.text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(first.text).toMatch(/\r\nDTSTART:20300506T153000Z\r\n/);
    expect(first.text).toMatch(/\r\nDTEND:20300506T170000Z\r\n/);

    const event = eventOf(first.text);
    expect(event.getFirstPropertyValue('uid')).toBe(`${session.id}@warroom`);
    expect(instantOf(event, 'dtstart')).toEqual({ iso: '2030-05-06T15:30:00.000Z', utc: true });
    expect(instantOf(event, 'dtend')).toEqual({ iso: '2030-05-06T17:00:00.000Z', utc: true });
    expect(event.getFirstPropertyValue('summary')).toBe(session.title);
    expect(event.getFirstPropertyValue('description')).toBe(
      'Agenda\n\n1. Intros with the deck (https://example.com/deck)\n2. Q&A, then npm start',
    );
    expect(event.getFirstPropertyValue('url')).toBe('https://meet.example.com/ama?room=1');

    // Every role downloads it; the same meeting is the same file, with the same UID.
    for (const role of ['CTO', 'CEO', 'ADMIN'] as const) {
      const again = await download(as(role), session.id);
      expect(again.text).toBe(first.text);
      expect(eventOf(again.text).getFirstPropertyValue('uid')).toBe(`${session.id}@warroom`);
    }
    // Moved, it keeps its UID (a calendar updates the entry it has) and gets its new times.
    const moved = await as('CTO').patch(`/api/meetings/${session.id}`, { when: '2030-05-07T08:00:00Z' });
    expect(moved.status).toBe(200);
    const updated = eventOf((await download(as('MEMBER'), session.id)).text);
    expect(updated.getFirstPropertyValue('uid')).toBe(`${session.id}@warroom`);
    expect(instantOf(updated, 'dtstart')).toEqual({ iso: '2030-05-07T08:00:00.000Z', utc: true });
    expect(instantOf(updated, 'dtend')).toEqual({ iso: '2030-05-07T09:30:00.000Z', utc: true });
  });

  it('downloads a leadership meeting too, without a description or link it does not have; 404 and 400 as any meeting', async () => {
    const board = await createMeeting('Board prep', DAY, { audience: 'LEADERSHIP' });
    const event = eventOf((await download(as('MEMBER'), board.id)).text);
    expect(event.getFirstPropertyValue('summary')).toBe(board.title);
    expect(event.hasProperty('description')).toBe(false);
    expect(event.hasProperty('url')).toBe(false);
    // iCalendar keeps whole seconds.
    const start = Math.floor(Date.parse(board.when) / 1000) * 1000;
    expect(instantOf(event, 'dtstart').iso).toBe(new Date(start).toISOString());
    expect(instantOf(event, 'dtend').iso).toBe(new Date(start + HOUR).toISOString());

    const unknown = await as('MEMBER').get(`/api/meetings/${UNKNOWN_ID}/calendar.ics`);
    expect({ status: unknown.status, body: unknown.body }).toEqual({
      status: 404,
      body: { statusCode: 404, message: 'Meeting not found' },
    });
    const malformed = await as('MEMBER').get('/api/meetings/not-an-id/calendar.ics');
    expect(malformed.status).toBe(400);
    expect(bodyOf(malformed, errorBodySchema).errors?.[0]?.path).toBe('id');
    expect((await anonymous().get(`/api/meetings/${board.id}/calendar.ics`)).status).toBe(401);
  });
});
