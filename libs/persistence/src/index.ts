export * from './orm-options.js';
export * from './migrate.js';
export * from './paging.js';
export * from './day-windows.js';
export * from './labels.js';
