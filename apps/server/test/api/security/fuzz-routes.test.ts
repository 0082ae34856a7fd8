import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, inputJsonSchema, pathParams, sample } from '../../helpers/schema-sample.js';
import { ownedIds, seedEverything } from '../../helpers/seed-everything.js';
import { createTestApp, type Client, type TestApp } from '../../helpers/test-app.js';

/**
 * Ten thousand in `npm test`. The inner loop (`npm run test:quick`) sets FUZZ_REQUESTS lower: every
 * route is still fuzzed, with fewer cases each.
 */
const TOTAL_REQUESTS = fuzzRequests(process.env.FUZZ_REQUESTS);

function fuzzRequests(value: string | undefined): number {
  if (value === undefined) return 10_000;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`FUZZ_REQUESTS must be a positive whole number, not '${value}'`);
  return n;
}

/** Ten thousand real requests through every hook take minutes on a busy two-core machine; this bounds a hang, not speed. */
const FUZZ_TIMEOUT_MS = 600_000;

/**
 * Node's HTTP parser refuses a request line and headers over 16 KiB with a 431 before any route runs
 * (http.test.ts). Injected requests skip that parser, so a longer generated URL is cut to what can
 * arrive (1 KiB left for the headers); parsing the rest of it was a fifth of this test's time.
 */
const URL_LIMIT = 15 * 1024;

/**
 * 5,000 to 20,000 characters, a short random piece repeated: as long as a size limit must stop, at a
 * fraction of the cost of drawing every character (which was most of this test's time).
 */
const long = fc
  .tuple(fc.string({ minLength: 1, maxLength: 40 }), fc.integer({ min: 5_000, max: 20_000 }))
  .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  long,
  fc.constantFrom(
    '',
    ' ',
    'null',
    '0',
    '-1',
    '1e309',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '💥'.repeat(100),
  ),
  fc.uuid(),
);

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, -1, 0, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308),
  fc.array(nasty, { maxLength: 5 }),
  fc.dictionary(nasty, nasty, { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Bodies: random JSON, or a structurally valid sample with one field broken or one unknown field added. */
function bodies(schema: ReturnType<typeof inputJsonSchema>, uuid: string): fc.Arbitrary<unknown> {
  const random = fc.oneof(fc.jsonValue({ maxDepth: 4 }), nastyValue, fc.constant(undefined));
  if (!schema) return random;
  const valid = sample(schema, { uuid, allProperties: true });
  if (!valid || typeof valid !== 'object' || Array.isArray(valid)) return random;
  const keys = Object.keys(valid);
  const broken = fc
    .record({ key: keys.length ? fc.constantFrom(...keys) : nasty, value: nastyValue })
    .map(({ key, value }) => ({ ...valid, [key]: value }));
  const extra = fc.record({ key: nasty, value: nastyValue }).map(({ key, value }) => ({ ...valid, [key]: value }));
  return fc.oneof(random, broken, extra, fc.constant(valid));
}

describe('fuzzing every route with hostile input', () => {
  let t: TestApp;
  let me: Client;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as('user-a');
    await seedEverything(t.database.db, 'user-a');
    ids = await ownedIds(t.database.db, 'user-a');
  });
  afterAll(() => t.close());

  it(
    'never answers 5xx, and every error is JSON with a message',
    async () => {
      const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/v1/') || r.url.startsWith('/auth/'));
      const perRoute = Math.ceil(TOTAL_REQUESTS / routes.length);
      const failures: string[] = [];
      let requests = 0;

      for (const route of routes) {
        const bodySchema = inputJsonSchema(route.schema?.body);
        const params = pathParams(route.url);
        const paramValue = fc.oneof(fc.constantFrom(...ids), nasty);
        const arb = fc.record({
          params: fc.array(paramValue, { minLength: params.length, maxLength: params.length }),
          body: bodies(bodySchema, ids[0]!),
          query: fc.dictionary(nasty, nasty, { maxKeys: 3 }),
        });
        await fc.assert(
          fc.asyncProperty(arb, async ({ params: values, body, query }) => {
            const url = fillPath(route.url, Object.fromEntries(params.map((p, i) => [p, String(values[i])])));
            const qs = new URLSearchParams(query).toString();
            // Auth routes are fuzzed signed out, so a generated sign-out cannot end the session the rest uses.
            const client = route.url.startsWith('/auth/') ? t.anonymous : me;
            const res = await client.request(route.method as never, (qs ? `${url}?${qs}` : url).slice(0, URL_LIMIT), body);
            requests++;
            if (client === me && res.statusCode === 401) failures.push(`${route.method} ${route.url} lost the session`);
            if (res.statusCode >= 500) {
              failures.push(`${route.method} ${url.slice(0, 120)} ${res.statusCode} ${res.body.slice(0, 200)}`);
              return;
            }
            if (res.statusCode >= 400) {
              const message = (res.json() as { error?: { message?: unknown } }).error?.message;
              if (typeof message !== 'string' || message.length === 0) {
                failures.push(`${route.method} ${url.slice(0, 120)} ${res.statusCode} without a message: ${res.body.slice(0, 200)}`);
              }
            }
          }),
          { numRuns: perRoute },
        );
      }

      console.log(`fuzzing: ${routes.length} routes, ${requests} requests`);
      expect(failures.slice(0, 20)).toEqual([]);
      expect(requests).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
    },
    FUZZ_TIMEOUT_MS,
  );
});
