/**
 * NATS without an ORM: the connection, request/reply to a service, notices and what is held
 * in memory until a notice says it changed. The gateway needs only this; @warroom/messaging
 * (the outbox, idempotency, the event stream) brings MikroORM, kysely and pg with it, megabytes
 * of code and heap the gateway would load and never run (issue 19).
 */
export * from './nats-connection.js';
export * from './nats-request.js';
export * from './notices.js';
export * from './noticed-store.js';
export * from './safe-json.js';
