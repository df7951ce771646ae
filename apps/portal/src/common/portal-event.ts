import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller, EventPayload, EventType } from '@warroom/contracts';
import { recordEvent } from '@warroom/messaging';
import { actorOf } from './actor.js';

/** Adds a portal event about `<Kind>:<id>`, done by the caller, to the unit of work. */
export function recordPortalEvent<T extends EventType>(
  em: EntityManager,
  caller: Caller,
  type: T,
  entity: string,
  data: EventPayload<T>,
): void {
  recordEvent(em, { type, actor: actorOf(caller), entity, data });
}
