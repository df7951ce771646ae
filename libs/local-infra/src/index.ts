export * from './binaries.js';
export * from './nats.js';
export * from './net.js';
export * from './postgres.js';
export * from './process.js';
export * from './process-table.js';
export * from './stack.js';
export * from './mail-catcher.js';
