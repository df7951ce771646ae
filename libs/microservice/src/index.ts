export * from './tokens.js';
export * from './run-service.js';
export * from './probe-server.js';
export * from './handles.decorator.js';
export * from './operation-handlers.js';
export * from './request-operation.js';
export * from './written-page.js';
