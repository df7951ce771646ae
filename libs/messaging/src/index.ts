export * from './nats-connection.js';
export * from './events-stream.js';
export * from './outbox-event.entity.js';
export * from './record-event.js';
export * from './outbox-relay.js';
export * from './idempotent-reply.entity.js';
export * from './idempotency.js';
export * from './write-entities.js';
