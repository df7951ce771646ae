import type { EntitiesDb } from '@warroom/persistence';
import { IdempotentReply } from './idempotent-reply.entity.js';
import { OutboxEvent } from './outbox-event.entity.js';

/**
 * The tables every service that writes owns beside its own: the outbox its events leave
 * through, and the replies of its writes by idempotency key. Each brings its migrations.
 */
export const WRITE_ENTITIES = [OutboxEvent, IdempotentReply];

/** Those tables as Kysely reads them (`kyselyOf<WriteDb>(em)`). */
export type WriteDb = EntitiesDb<typeof OutboxEvent | typeof IdempotentReply>;
