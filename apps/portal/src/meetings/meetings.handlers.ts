import { EntityManager } from '@mikro-orm/postgresql';
import { meetingCalendarOp } from '@warroom/contracts';
import { operationHandlers } from '@warroom/microservice';
import { lockRecord } from '../common/lock-record.js';
import { meetingCalendar } from './meeting-calendar.js';
import { Meeting } from './meeting.entity.js';

/** A meeting's calendar file; the other meeting operations are the record kit's. */
export const MeetingCalendarHandlers = operationHandlers({ calendar: meetingCalendarOp }, [EntityManager], (em) => ({
  calendar: async ({ params }) =>
    meetingCalendar(await lockRecord(em, Meeting, params.id, 'Meeting', [], { lock: false })),
}));
