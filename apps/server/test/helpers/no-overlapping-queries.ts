import { afterAll } from 'vitest';

/**
 * pg queues a query sent on a client that is still busy (inside a
 * transaction) and warns that pg 9 will refuse it. Every API test file fails
 * on that warning, so code that overlaps queries on one client is caught here
 * rather than on the upgrade.
 */
const overlapping: string[] = [];
process.on('warning', (warning) => {
  if (warning.message.includes('already executing a query')) overlapping.push(warning.stack ?? warning.message);
});

afterAll(() => {
  if (overlapping.length > 0) throw new Error(`queries overlapped on one pg client:\n${overlapping.join('\n\n')}`);
});
