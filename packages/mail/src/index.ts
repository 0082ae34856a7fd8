export * from './types.js';
export * from './graph/index.js';
export * from './sanitize/index.js';
export * from './local/index.js';
