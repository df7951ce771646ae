import { type SessionsWhen, SessionsWhen as When } from '@warroom/contracts';
import { useSearchParams } from 'react-router-dom';
import { ChipGroup } from '../../../components/chip-group';
import { ListStates } from '../../../components/list-states';
import { useSessions } from '../hooks/use-sessions';
import { SessionCard } from './session-card';
import '../sessions.css';

const TABS: readonly { value: SessionsWhen; label: string }[] = [
  { value: When.Upcoming, label: 'Upcoming' },
  { value: When.Past, label: 'Past' },
];

/** Which list the address asks for (`?when=past`), upcoming otherwise. */
const whenOf = (value: string | null): SessionsWhen => (value === When.Past ? When.Past : When.Upcoming);

/** /sessions: upcoming sessions soonest first or past ones newest first, kept in the address. */
export function SessionsList() {
  const [params, setParams] = useSearchParams();
  const when = whenOf(params.get('when'));
  const list = useSessions(when);
  const now = Date.now();
  return (
    <>
      <ChipGroup
        label="Show"
        options={TABS}
        selected={[when]}
        onToggle={(value) => setParams(value === When.Past ? { when: When.Past } : {}, { replace: true })}
      />
      <ListStates
        list={list}
        noun={when === When.Past ? 'past sessions' : 'upcoming sessions'}
        purpose={
          when === When.Past
            ? 'Sessions show here once they have ended, with their recordings.'
            : 'Live sessions for members show here as leadership schedules them.'
        }
        framed={false}
      >
        {(sessions) => (
          <ul className="session-list" aria-label={when === When.Past ? 'Past sessions' : 'Upcoming sessions'}>
            {sessions.map((session) => (
              <SessionCard key={session.id} session={session} now={now} />
            ))}
          </ul>
        )}
      </ListStates>
    </>
  );
}
