import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

const DEFAULTS = {
  titleTemplate: '{{subject}} - {{sender}}',
  descriptionTemplate: 'From: {{sender}}\nDate: {{date}}\n\n{{body}}',
  includeMetadata: true,
  includeOutlookLink: false,
  includeNextSteps: true,
  urgencyMap: { low: 'P4', normal: 'P3', high: 'P2', critical: 'P1' },
  dueParser: 'prefer_explicit',
};

const CUSTOM = {
  titleTemplate: '[{{ project }}] {{first_sentence}}',
  descriptionTemplate: '',
  includeMetadata: false,
  includeOutlookLink: true,
  includeNextSteps: false,
  urgencyMap: { low: 'P3', normal: 'P3', high: 'P1', critical: 'P1' },
  dueParser: 'fallback_next_business_day',
};

describe('task style API', () => {
  let t: TestApp;
  let me: Client;
  let other: Client;
  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as('user-a');
    other = await t.as('user-b');
  });
  afterAll(() => t.close());

  it('needs a signed-in user', async () => {
    for (const res of [await t.anonymous.get('/api/v1/style'), await t.anonymous.put('/api/v1/style', DEFAULTS)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('User not authenticated');
    }
  });

  it('serves the spec defaults before anything is saved', async () => {
    const res = await me.get('/api/v1/style');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULTS);
  });

  it('saves a full replacement, reads it back, and saves again over it', async () => {
    const saved = await me.put('/api/v1/style', CUSTOM);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(CUSTOM);
    expect((await me.get('/api/v1/style')).json()).toEqual(CUSTOM);

    // What GET answers can be sent straight back (the screen's Reset / Save cycle).
    const again = await me.put('/api/v1/style', { ...(await me.get('/api/v1/style')).json(), includeMetadata: true });
    expect(again.statusCode).toBe(200);
    expect((await me.get('/api/v1/style')).json()).toEqual({ ...CUSTOM, includeMetadata: true });
  });

  it("keeps one user's style from another", async () => {
    expect((await other.get('/api/v1/style')).json()).toEqual(DEFAULTS);
    await other.put('/api/v1/style', DEFAULTS);
    expect((await me.get('/api/v1/style')).json().includeOutlookLink).toBe(true);
  });

  it('refuses unknown template variables, naming them', async () => {
    const res = await me.put('/api/v1/style', { ...DEFAULTS, titleTemplate: '{{subject}} {{ recipient }} {{foo}}' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'body.titleTemplate: unknown template variable {{recipient}}, {{foo}}; use sender, subject, first_sentence, project, date, body',
    );
    const desc = await me.put('/api/v1/style', { ...DEFAULTS, descriptionTemplate: 'Hi {{Sender}}' });
    expect(desc.json().error.message).toMatch(/descriptionTemplate: unknown template variable \{\{Sender\}\}/);
  });

  it('accepts every spec variable and bounds template length', async () => {
    const all = '{{sender}}{{subject}}{{first_sentence}}{{project}}{{date}}{{body}}';
    expect((await me.put('/api/v1/style', { ...DEFAULTS, titleTemplate: all, descriptionTemplate: all })).statusCode).toBe(200);
    const long = await me.put('/api/v1/style', { ...DEFAULTS, descriptionTemplate: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toMatch(/descriptionTemplate: must be at most 2000 characters/);
    const blank = await me.put('/api/v1/style', { ...DEFAULTS, titleTemplate: '  ' });
    expect(blank.json().error.message).toMatch(/titleTemplate: is required/);
  });

  it('validates the urgency map, due parser, switches and unknown fields', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...DEFAULTS, urgencyMap: { low: 'P4', normal: 'P3', high: 'P2' } }, /urgencyMap\.critical/],
      [{ ...DEFAULTS, urgencyMap: { ...DEFAULTS.urgencyMap, urgent: 'P1' } }, /urgencyMap: Unrecognized key: "urgent"/],
      [{ ...DEFAULTS, urgencyMap: { ...DEFAULTS.urgencyMap, low: 'P5' } }, /urgencyMap\.low: must be one of P1, P2, P3, P4/],
      [{ ...DEFAULTS, dueParser: 'whenever' }, /dueParser: must be one of prefer_explicit, fallback_next_business_day/],
      [{ ...DEFAULTS, includeMetadata: 'yes' }, /includeMetadata/],
      [{ ...DEFAULTS, extra: 1 }, /Unrecognized key: "extra"/],
      [{ titleTemplate: '{{subject}}' }, /descriptionTemplate/],
      [{ ...DEFAULTS, descriptionTemplate: 'a\u0000' }, /descriptionTemplate: must not contain NUL characters/],
    ];
    for (const [body, message] of cases) {
      const res = await me.put('/api/v1/style', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
  });
});
