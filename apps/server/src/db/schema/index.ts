export * from './users.js';
export * from './projects.js';
export * from './tasks.js';
export * from './services.js';
export * from './emails.js';
export * from './config.js';
export * from './mail-sync.js';
export * from './classifier.js';
