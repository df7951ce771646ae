export type MeetingState = 'Upcoming' | 'Completed';

/** SPEC.md section 4: purely by comparing `when` with the current time. */
export function meetingState(when: string, now: number = Date.now()): MeetingState {
  return Date.parse(when) < now ? 'Completed' : 'Upcoming';
}
