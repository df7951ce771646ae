export * from './messages.js';
export * from './render.js';
