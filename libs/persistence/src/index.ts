export * from './orm-options.js';
export * from './migrate.js';
