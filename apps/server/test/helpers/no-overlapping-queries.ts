import { afterAll } from 'vitest';

/**
 * pg queues a query sent on a client that is still busy (inside a
 * transaction) and warns that pg 9 will refuse it. Every API test file fails
 * on that warning, so code that overlaps queries on one client is caught here
 * rather than on the upgrade. The API files share a worker's modules
 * (vitest.config.ts), so the listener is added once per worker and the list
 * is emptied after each file.
 */
const OVERLAPPING = Symbol.for('triage.test.overlappingQueries');
type WithList = typeof globalThis & { [OVERLAPPING]?: string[] };
const holder = globalThis as WithList;
if (!holder[OVERLAPPING]) {
  const list: string[] = [];
  holder[OVERLAPPING] = list;
  process.on('warning', (warning) => {
    if (warning.message.includes('already executing a query')) list.push(warning.stack ?? warning.message);
  });
}
const overlapping = holder[OVERLAPPING];

afterAll(() => {
  const found = overlapping.splice(0);
  if (found.length > 0) throw new Error(`queries overlapped on one pg client:\n${found.join('\n\n')}`);
});
