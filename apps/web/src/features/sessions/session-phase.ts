import type { LiveSession } from '@warroom/contracts';

/** Where a session stands at `now`: not yet started, on (from its start to its end), or ended. */
export type SessionPhase = 'upcoming' | 'live' | 'ended';

const MINUTE_MS = 60_000;

/** The instant a session ends: its start plus its duration. */
export const sessionEnd = (session: Pick<LiveSession, 'when' | 'durationMinutes'>): number =>
  Date.parse(session.when) + session.durationMinutes * MINUTE_MS;

export function sessionPhase(
  session: Pick<LiveSession, 'when' | 'durationMinutes'>,
  now: number = Date.now(),
): SessionPhase {
  if (now < Date.parse(session.when)) return 'upcoming';
  return now < sessionEnd(session) ? 'live' : 'ended';
}

/** '60 min', '1 h 30 min', '2 h'. */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
