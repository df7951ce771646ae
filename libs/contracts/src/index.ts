export * from './subjects.js';
export * from './errors.js';
export * from './health.js';
export * from './events.js';
export * from './roles.js';
export * from './auth.js';
export * from './applications.js';
