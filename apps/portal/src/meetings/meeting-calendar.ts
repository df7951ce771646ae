import ical, { ICalCalendarMethod } from 'ical-generator';
import type { CalendarFile } from '@warroom/contracts';
import { markdownToPlainText } from './agenda-text.js';
import type { Meeting } from './meeting.entity.js';

const MINUTE_MS = 60_000;
const FILENAME_WORDS_MAX = 60;

/** The UID of a meeting's calendar entry: the same on every download, so a calendar updates the entry it has. */
export const calendarUid = (meetingId: string): string => `${meetingId}@warroom`;

/**
 * The file's name: the title's letters and digits in lowercase, joined by '-', then the day
 * (`weekly-ama-2026-12-01.ics`); nothing a header or a file system could misread.
 */
export function calendarFilename(title: string, when: Date): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, FILENAME_WORDS_MAX)
    .replace(/-+$/, '');
  return `${words || 'meeting'}-${when.toISOString().slice(0, 10)}.ics`;
}

type CalendarMeeting = Pick<
  Meeting,
  'id' | 'title' | 'when' | 'durationMinutes' | 'agenda' | 'videoUrl' | 'createdAt' | 'updatedAt'
>;

/**
 * A meeting as an iCalendar file (RFC 5545, PRODUCT.md section 20): one VEVENT with a stable
 * UID, DTSTART and DTEND in UTC, SUMMARY (the title), DESCRIPTION (the agenda as plain text)
 * and URL (the video link, also its LOCATION: most calendar apps show that, few show URL).
 * DTSTAMP and LAST-MODIFIED are when the meeting last changed, so two downloads of an unchanged
 * meeting are the same bytes.
 */
export function meetingCalendar(meeting: CalendarMeeting): CalendarFile {
  const calendar = ical({
    prodId: { company: 'War Room', product: 'War Room', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  const agenda = meeting.agenda ? markdownToPlainText(meeting.agenda) : '';
  calendar.createEvent({
    id: calendarUid(meeting.id),
    start: meeting.when,
    end: new Date(meeting.when.getTime() + meeting.durationMinutes * MINUTE_MS),
    stamp: meeting.updatedAt,
    created: meeting.createdAt,
    lastModified: meeting.updatedAt,
    summary: meeting.title,
    description: agenda || null,
    location: meeting.videoUrl ?? null,
    url: meeting.videoUrl ?? null,
  });
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves it off.
  const content = `${calendar.toString().replace(/\r\n$/, '')}\r\n`;
  return { filename: calendarFilename(meeting.title, meeting.when), content };
}
