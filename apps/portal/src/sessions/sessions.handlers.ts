import { sessionOps } from '@warroom/contracts';
import { operationHandlers } from '@warroom/microservice';
import { SessionsService } from './sessions.service.js';

/** GET /api/sessions and POST /api/sessions/{id}/rsvp. */
export const SessionsHandlers = operationHandlers(sessionOps, [SessionsService], (sessions) => ({
  list: (input) => sessions.list(input),
  rsvp: (input) => sessions.rsvp(input),
}));
