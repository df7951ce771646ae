export * from './subjects.js';
export * from './events.js';
