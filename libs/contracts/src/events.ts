import { z } from 'zod';

export const actorSchema = z.object({ id: z.string(), email: z.string() });
export type Actor = z.infer<typeof actorSchema>;

/**
 * The one envelope every domain event travels in, from a service's outbox through
 * JetStream to the audit log. `id` is the outbox row id and the JetStream message id.
 */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().regex(/^[a-z]+\.[a-z_]+$/),
  occurredAt: z.iso.datetime(),
  actor: actorSchema.nullable(),
  entity: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  requestId: z.string().nullable(),
});
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;
