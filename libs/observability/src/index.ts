export * from './request-context.js';
export * from './logger.js';
export * from './metrics.js';
