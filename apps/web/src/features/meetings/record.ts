import { meetingOps } from '@warroom/contracts';
import { ROUTES } from '../../shared/routes';
import { recordKind } from '../../shared/records/record-kind';

/** Meetings: a write makes the list and the audit log stale. */
export const meetingKind = recordKind('meeting', meetingOps, ROUTES.meetings, (meeting) => meeting.title);
