// Support of the system tests (resilience, fault injection), by concern: the stack, the load,
// the probes and the ledger.
export * from './env.js';
export * from './ledger.js';
export * from './ledger-drain.js';
export * from './load.js';
export * from './load-clients.js';
export * from './load-figures.js';
export * from './load-mix.js';
export * from './load-submit.js';
export * from './poll.js';
export * from './probes.js';
export * from './probes-samples.js';
export * from './sql.js';
export * from './stack.js';
export * from './stack-health.js';
export * from './stack-hooks.js';
export * from './stack-logs.js';
