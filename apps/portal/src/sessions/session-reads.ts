import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type ExpressionBuilder } from 'kysely';
import {
  Audience,
  DURATION_MINUTES,
  SessionsWhen,
  type LiveSession,
  type Page,
  type SessionListQuery,
} from '@warroom/contracts';
import { COUNT, listColumns, pageOf, readRows, selected } from '../common/rows.js';
import { Meeting } from '../meetings/meeting.entity.js';
import { MEETING_FIELDS, meetingView } from '../meetings/meeting-kind.js';
import { portalDb, type PortalDb } from '../portal-db.js';

/*
 * Live sessions are the meetings for MEMBERS. A session is upcoming until it has ended (its
 * start plus its duration), so one under way is still upcoming. Each is read with its count of
 * people going and the caller's own answer, in the same statement as the page and its total.
 */

type MeetingScope = ExpressionBuilder<PortalDb, 'Meeting'>;

/** When a session ends: its start plus its duration. */
const endOf = sql<Date>`${sql.ref('Meeting.when')} + ${sql.ref('Meeting.durationMinutes')} * interval '1 minute'`;

const MINUTE_MS = 60_000;

/** How many are going, and whether `userId` is: both read from the (meeting, user) key. */
const answers = (userId: string) => (eb: MeetingScope) => [
  eb
    .selectFrom('SessionRsvp as r')
    .select(COUNT)
    .whereRef('r.meeting', '=', 'Meeting.id')
    .where('r.going', '=', true)
    .as('goingCount'),
  eb
    .exists(
      eb
        .selectFrom('SessionRsvp as mine')
        .select('mine.id')
        .whereRef('mine.meeting', '=', 'Meeting.id')
        .where('mine.userId', '=', userId)
        .where('mine.going', '=', true),
    )
    .$castTo<boolean>()
    .as('going'),
];

/** A row of a session read: the meeting's columns and the two answers. */
type SessionRow = Parameters<typeof meetingView>[0] & { goingCount: number | null; going: boolean };

const sessionOf = ({ goingCount, going, ...meeting }: SessionRow): LiveSession => ({
  ...meetingView(meeting),
  // A count is never null; a scalar subquery's type allows it.
  goingCount: goingCount ?? 0,
  going,
});

/**
 * One page of live sessions for the caller: upcoming (not yet ended) soonest first, or past
 * (ended) newest first, by start then id, each agenda cut to the list's preview. The bound on the
 * start (no session lasts longer than the longest duration) lets the (audience, start) index
 * narrow the rows before each one's end is computed.
 */
export function sessionPage(
  em: EntityManager,
  userId: string,
  { when, ...page }: SessionListQuery,
  now: Date,
): Promise<Page<LiveSession>> {
  const sessions = portalDb(em)
    .selectFrom('Meeting')
    .select(listColumns(em, Meeting, MEETING_FIELDS))
    .select(answers(userId))
    .where('audience', '=', Audience.Members);
  const rows =
    when === SessionsWhen.Upcoming
      ? sessions
          .where('when', '>', new Date(now.getTime() - DURATION_MINUTES.max * MINUTE_MS))
          .where(endOf, '>', now)
          .orderBy('when', 'asc')
          .orderBy('id', 'asc')
      : sessions.where('when', '<', now).where(endOf, '<=', now).orderBy('when', 'desc').orderBy('id', 'desc');
  return pageOf(em, rows, page, sessionOf);
}

/** One live session for the caller, its whole agenda; undefined when there is none with this id. */
export async function sessionById(em: EntityManager, userId: string, id: string): Promise<LiveSession | undefined> {
  const [row] = await readRows(
    em,
    portalDb(em)
      .selectFrom('Meeting')
      .select(['id', ...selected(em, Meeting, MEETING_FIELDS), ...selected(em, Meeting, ['createdAt', 'updatedAt'])])
      .select(answers(userId))
      .where('id', '=', id)
      .where('audience', '=', Audience.Members),
  );
  return row ? sessionOf(row) : undefined;
}
