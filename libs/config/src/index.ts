export * from './load.js';
export * from './schemas.js';
