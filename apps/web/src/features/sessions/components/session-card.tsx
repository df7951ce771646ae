import type { LiveSession } from '@warroom/contracts';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format-relative-time';
import { meetingUrl } from '../../../shared/routes';
import { AddToCalendar } from '../../../shared/calendar/add-to-calendar';
import { durationLabel, sessionPhase } from '../session-phase';
import { RsvpButton } from './rsvp-button';

/**
 * A live session: its title (to the meeting), when and how long, how many are going, the
 * caller's answer, 'Add to calendar', the call's link while it is on and the recording after.
 */
export function SessionCard({ session, now }: { session: LiveSession; now: number }) {
  const phase = sessionPhase(session, now);
  return (
    <li className="session-card">
      <div className="session-card__main">
        <h2 className="session-card__title">
          <Link to={meetingUrl(session.id)}>{session.title}</Link>
        </h2>
        <p className="session-card__when text-secondary">
          <time dateTime={session.when}>{formatDateTime(session.when)}</time> · {durationLabel(session.durationMinutes)}
          {phase === 'live' ? <span className="session-card__live"> · On now</span> : null}
        </p>
        <p className="session-card__going text-secondary">
          {session.goingCount} going{session.going ? ' (you too)' : ''}
        </p>
      </div>
      <div className="session-card__actions">
        {phase === 'live' && session.videoUrl ? (
          <Button type="primary" href={session.videoUrl} target="_blank" rel="noopener noreferrer">
            Join the call
          </Button>
        ) : null}
        {phase === 'ended' && session.recordingUrl ? (
          <Button href={session.recordingUrl} target="_blank" rel="noopener noreferrer">
            Watch the recording
          </Button>
        ) : null}
        {phase === 'ended' ? null : <RsvpButton session={session} />}
        {phase === 'ended' ? null : <AddToCalendar id={session.id} title={session.title} />}
      </div>
    </li>
  );
}
