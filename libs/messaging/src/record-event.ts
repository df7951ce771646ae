import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { Actor } from '@warroom/contracts';
import { currentRequestId } from '@warroom/observability';
import { OutboxEvent } from './outbox-event.entity.js';

export type NewEvent = {
  type: string;
  actor: Actor | null;
  entity: string | null;
  data?: Record<string, unknown>;
};

/**
 * Adds an event to the unit of work. It commits with the change it describes when the
 * caller flushes, or not at all.
 */
export function recordEvent(em: EntityManager, event: NewEvent): OutboxEvent {
  const now = new Date();
  const row = em.create(OutboxEvent, {
    id: randomUUID(),
    type: event.type,
    occurredAt: now,
    actor: event.actor,
    entity: event.entity,
    data: event.data ?? {},
    requestId: currentRequestId(),
    nextAttemptAt: now,
  });
  em.persist(row);
  return row;
}
