export * from './tokens.js';
export * from './run-service.js';
export * from './probe-server.js';
