import { SolidTag } from '../../../shared/theme/solid-tag';
import { meetingState } from '../schedule';

export function MeetingStateTag({ when }: { when: string }) {
  const state = meetingState(when);
  return <SolidTag color={state === 'Upcoming' ? 'blue' : 'grey'}>{state}</SolidTag>;
}
