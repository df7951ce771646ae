import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { Actor, EventPayload, EventType } from '@warroom/contracts';
import { currentRequestId } from '@warroom/observability';
import { OutboxEvent } from './outbox-event.entity.js';

/** An event of a declared type, with the payload its declaration says (EVENT_PAYLOADS). */
export type NewEvent<T extends EventType = EventType> = {
  type: T;
  actor: Actor | null;
  entity: string | null;
  data: EventPayload<T>;
};

/**
 * Adds an event to the unit of work. It commits with the change it describes when the
 * caller flushes, or not at all.
 */
export function recordEvent<T extends EventType>(em: EntityManager, event: NewEvent<T>): OutboxEvent {
  const now = new Date();
  const row = em.create(OutboxEvent, {
    id: randomUUID(),
    type: event.type,
    occurredAt: now,
    actor: event.actor,
    entity: event.entity,
    data: event.data as Record<string, unknown>,
    requestId: currentRequestId(),
    nextAttemptAt: now,
  });
  em.persist(row);
  return row;
}
