export * from './orm-options.js';
export * from './migrate.js';
export * from './paging.js';
export * from './day-windows.js';
export * from './labels.js';
export * from './kysely.js';
export * from './locks.js';
export * from './owned-migrations.js';
