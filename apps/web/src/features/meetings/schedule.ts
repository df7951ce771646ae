import dayjs from 'dayjs';

export type MeetingState = 'Upcoming' | 'Completed';

/** SPEC.md section 4: purely by comparing `when` with the current time. */
export function meetingState(when: string, now: number = Date.now()): MeetingState {
  return Date.parse(when) < now ? 'Completed' : 'Upcoming';
}

/** An ISO time as a `datetime-local` input value (local time, minutes). */
export function toLocalInput(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DDTHH:mm');
}
