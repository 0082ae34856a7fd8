export * from './api.js';
export * from './auth.js';
export * from './casing.js';
export * from './enums.js';
export * from './errors.js';
export * from './common.js';
export * from './projects.js';
