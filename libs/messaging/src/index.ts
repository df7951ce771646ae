export * from './nats-connection.js';
export * from './events-stream.js';
export * from './outbox-event.entity.js';
export * from './record-event.js';
export * from './outbox-relay.js';
