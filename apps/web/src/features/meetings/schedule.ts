import dayjs from 'dayjs';

export type MeetingState = 'Upcoming' | 'Completed';

/** SPEC.md section 4: purely by comparing `when` with the current time. */
export function meetingState(when: string, now: number = Date.now()): MeetingState {
  return Date.parse(when) < now ? 'Completed' : 'Upcoming';
}

/** SPEC.md "Meetings list": date 'MMM d, yyyy' and time 'h:mm a', in the viewer's time zone. */
export function meetingDate(when: string): string {
  return dayjs(when).format('MMM D, YYYY');
}

export function meetingTime(when: string): string {
  return dayjs(when).format('h:mm a');
}

/** An ISO time as a `datetime-local` input value (local time, minutes). */
export function toLocalInput(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DDTHH:mm');
}
