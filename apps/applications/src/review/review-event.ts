import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller, EventPayload, EventType } from '@warroom/contracts';
import { recordEvent } from '@warroom/messaging';

/** Adds an event of a reviewer's act on an application (a vote, a comment, a recusal, a status) to the unit of work. */
export function recordReviewEvent<T extends EventType>(
  em: EntityManager,
  type: T,
  reviewer: Caller,
  applicationId: string,
  data: EventPayload<T>,
): void {
  recordEvent(em, {
    type,
    actor: { id: reviewer.id, email: reviewer.email },
    entity: `Application:${applicationId}`,
    data,
  });
}
