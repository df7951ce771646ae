import { meetingOps } from '@warroom/contracts';
import { ROUTES } from '../../app/routes';
import { recordKind } from '../records/record-kind';

/** Meetings: a write makes the list and the audit log stale. */
export const meetingKind = recordKind('meeting', meetingOps, ROUTES.meetings, (meeting) => meeting.title);
