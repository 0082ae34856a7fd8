import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rules } from '../../../src/db/schema/index.js';
import { createTestApp, type Client, type TestApp } from '../../helpers/test-app.js';

/** Patterns a linear-time engine cannot run: each could hold the server for seconds on V8. */
const REFUSED: [string, RegExp][] = [
  ['^(a+)+\\1$', /backreference/],
  ['(?<name>a+)\\k<name>', /backreference/],
  ['(?<=inv-)\\d+', /lookbehind/],
  ['(?<!x)y', /lookbehind/],
  ['foo(?=bar)', /lookahead/],
  ['foo(?!bar)', /lookahead/],
];

describe('user regexes that could block the server', () => {
  let t: TestApp;
  let me: Client;
  let projectId: string;
  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as('regex-user');
    projectId = (await me.post('/api/v1/projects', { name: 'Regex home' })).json().id;
  });
  afterAll(() => t.close());

  it('refuses them on a rule with a 400 naming the feature, and stores nothing', async () => {
    for (const [pattern, feature] of REFUSED) {
      const res = await me.post('/api/v1/rules', { name: 'Catastrophic', if: { bodyRegex: pattern }, then: { projectId } });
      expect(res.statusCode, pattern).toBe(400);
      expect(res.json().error.message, pattern).toMatch(/bodyRegex/);
      expect(res.json().error.message, pattern).toMatch(feature);
    }
    expect(await t.database.db.select().from(rules)).toHaveLength(0);
  });

  it('refuses them on a project, created or edited', async () => {
    const created = await me.post('/api/v1/projects', { name: 'Bad regex', bodyRegex: '^(a+)+\\1$' });
    expect(created.statusCode).toBe(400);
    expect(created.json().error.message).toMatch(/bodyRegex.*backreference/);
    const edited = await me.patch(`/api/v1/projects/${projectId}`, { bodyRegex: '(?<=a)b' });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error.message).toMatch(/lookbehind/);
  });

  it('still takes what a linear-time engine runs, escaped look-alikes included', async () => {
    for (const pattern of ['(a+)+b', 'invoice\\s+#\\d+', '\\\\1', '[(?=]', '(?:non-capturing)', '(?<year>\\d{4})']) {
      const res = await me.post('/api/v1/rules', { name: `ok ${pattern}`, if: { bodyRegex: pattern }, then: { projectId } });
      expect(res.statusCode, pattern).toBe(201);
    }
  });
});
