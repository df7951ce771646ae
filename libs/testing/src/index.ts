export * from './fixtures.js';
export * from './http.js';
export * from './infra.js';
export * from './stack.js';
export * from './system/index.js';
export * from './mail.js';
export * from './chromium.js';
export * from './first-content.js';
