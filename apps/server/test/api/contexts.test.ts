import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('contexts API', () => {
  let t: TestApp;
  let me: Client;
  let other: Client;
  const create = async (body: Record<string, unknown>) => {
    const res = await me.post('/api/v1/contexts', body);
    expect(res.statusCode).toBe(201);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as('user-a');
    other = await t.as('user-b');
  });
  afterAll(() => t.close());

  it('needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/contexts'],
      ['POST', '/api/v1/contexts'],
      ['PATCH', `/api/v1/contexts/${MISSING}`],
      ['DELETE', `/api/v1/contexts/${MISSING}`],
    ] as const) {
      const res = await t.anonymous.request(method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('User not authenticated');
    }
  });

  it('creates with the spec defaults: first palette colour, New York, 09:00-17:00 Monday to Friday', async () => {
    const res = await me.post('/api/v1/contexts', { name: '  Deep work  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      name: 'Deep work',
      color: '#0ea5e9',
      timezone: 'America/New_York',
      workingHours: { start: '09:00', end: '17:00', days: [1, 2, 3, 4, 5] },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updated_at: expect.any(String),
    });
    await me.delete(`/api/v1/contexts/${res.json().id}`);
  });

  it('stores explicit values; null working hours means no restrictions', async () => {
    const c = await create({
      name: 'Tokyo desk',
      color: '#ABCDEF',
      timezone: 'Asia/Tokyo',
      workingHours: { start: '08:30', end: '12:00', days: [6, 0] },
    });
    expect(c).toMatchObject({ color: '#abcdef', timezone: 'Asia/Tokyo', workingHours: { start: '08:30', end: '12:00', days: [0, 6] } });
    const open = await create({ name: 'Anytime', workingHours: null });
    expect(open.workingHours).toBeNull();
    for (const c2 of [c, open]) await me.delete(`/api/v1/contexts/${c2.id}`);
  });

  it('lists by name, case-insensitively', async () => {
    for (const name of ['beta', 'Gamma', 'alpha']) await create({ name });
    const res = await me.get('/api/v1/contexts');
    expect(res.json().map((c: { name: string }) => c.name)).toEqual(['alpha', 'beta', 'Gamma']);
    for (const c of res.json()) await me.delete(`/api/v1/contexts/${c.id}`);
  });

  it('requires a name', async () => {
    for (const name of [undefined, '', '   ']) {
      const res = await me.post('/api/v1/contexts', { name });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('body.name: Context name is required');
    }
  });

  it('refuses bad values naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ color: 'blue' }, /body\.color: must be a colour like #0ea5e9/],
      [{ color: '#12345' }, /body\.color/],
      [{ timezone: 'Mars/Olympus' }, /body\.timezone: must be one of America\/New_York, .*Australia\/Sydney/],
      [{ timezone: 'Europe/Berlin' }, /body\.timezone/],
      [{ workingHours: { start: '9:00', end: '17:00', days: [1] } }, /body\.workingHours\.start: must be a time like 09:00/],
      [{ workingHours: { start: '09:00', end: '24:00', days: [1] } }, /body\.workingHours\.end: must be a time/],
      [{ workingHours: { start: '17:00', end: '09:00', days: [1] } }, /body\.workingHours\.end: start must be before end/],
      [{ workingHours: { start: '09:00', end: '09:00', days: [1] } }, /start must be before end/],
      [
        { workingHours: { start: '09:00', end: '17:00', days: [7] } },
        /body\.workingHours\.days\.0: must be 0 \(Sunday\) to 6 \(Saturday\)/,
      ],
      [{ workingHours: { start: '09:00', end: '17:00', days: [1, 1] } }, /body\.workingHours\.days: must not repeat a day/],
      [{ workingHours: { start: '09:00', end: '17:00', days: [] } }, /days: must include at least one day/],
      [{ workingHours: { start: '09:00', end: '17:00', days: [1.5] } }, /days\.0/],
      [{ workingHours: { start: '09:00', end: '17:00' } }, /workingHours\.days/],
      [{ workingHours: { start: '09:00', end: '17:00', days: [1], tz: 'x' } }, /workingHours: Unrecognized key: "tz"/],
      [{ extra: true }, /Unrecognized key: "extra"/],
      [{ name: 'a\u0000b' }, /body\.name: must not contain NUL characters/],
      [{ name: 'x'.repeat(201) }, /name: Context name must be at most 200 characters/],
    ];
    for (const [over, message] of cases) {
      const res = await me.post('/api/v1/contexts', { name: 'Bad', ...over });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    expect((await me.get('/api/v1/contexts')).json()).toEqual([]);
  });

  it('patches any subset, validates it, and deletes', async () => {
    const c = await create({ name: 'Office' });
    const res = await me.patch(`/api/v1/contexts/${c.id}`, { timezone: 'Europe/London', workingHours: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Office', color: c.color, timezone: 'Europe/London', workingHours: null });
    expect(new Date(res.json().updated_at) >= new Date(c.updated_at)).toBe(true);
    const hours = await me.patch(`/api/v1/contexts/${c.id}`, { name: 'HQ', workingHours: { start: '07:00', end: '15:00', days: [1, 3] } });
    expect(hours.json()).toMatchObject({ name: 'HQ', workingHours: { start: '07:00', end: '15:00', days: [1, 3] } });
    for (const body of [
      { name: ' ' },
      { timezone: 'UTC' },
      { workingHours: { start: '10:00', end: '09:00', days: [1] } },
      { id: MISSING },
    ]) {
      expect((await me.patch(`/api/v1/contexts/${c.id}`, body)).statusCode).toBe(400);
    }
    expect((await me.get('/api/v1/contexts')).json()[0]).toMatchObject({ name: 'HQ', timezone: 'Europe/London' });
    expect((await me.delete(`/api/v1/contexts/${c.id}`)).json()).toEqual({ success: true });
    expect((await me.get('/api/v1/contexts')).json()).toEqual([]);
    for (const res2 of [await me.patch(`/api/v1/contexts/${c.id}`, { name: 'x' }), await me.delete(`/api/v1/contexts/${c.id}`)]) {
      expect(res2.statusCode).toBe(404);
      expect(res2.json().error.message).toBe('Context not found');
    }
    expect((await me.delete('/api/v1/contexts/not-a-uuid')).statusCode).toBe(400);
  });

  it('another user can neither see nor change the contexts (404)', async () => {
    const c = await create({ name: 'Mine' });
    expect((await other.get('/api/v1/contexts')).json()).toEqual([]);
    for (const res of [await other.patch(`/api/v1/contexts/${c.id}`, { name: 'Theirs' }), await other.delete(`/api/v1/contexts/${c.id}`)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Context not found');
    }
    expect((await me.get('/api/v1/contexts')).json()).toEqual([expect.objectContaining({ name: 'Mine' })]);
  });
});
