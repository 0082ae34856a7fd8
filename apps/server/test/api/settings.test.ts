import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

describe('connections and system info', () => {
  let t: TestApp;
  let me: Client;
  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as('user-a', { email: 'a@example.test' });
  });
  afterAll(() => t.close());

  it('gives every user one mailbox connection, created on first read', async () => {
    const first = (await me.get('/api/v1/connections')).json();
    expect(first.mailbox).toMatchObject({ kind: 'mailbox', provider: 'local', connected: true, email: 'a@example.test', lastSync: null });
    const second = (await me.get('/api/v1/connections')).json();
    expect(second.mailbox.id).toBe(first.mailbox.id);
  });

  it('updates connected, email and lastSync', async () => {
    const { mailbox } = (await me.get('/api/v1/connections')).json();
    const res = await me.patch(`/api/v1/connections/${mailbox.id}`, {
      connected: false,
      email: 'new@example.test',
      lastSync: '2026-11-20T10:00:00.000Z',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ connected: false, email: 'new@example.test', lastSync: '2026-11-20T10:00:00.000Z' });
    expect((await me.get('/api/v1/connections')).json().mailbox.connected).toBe(false);
  });

  it('refuses a malformed e-mail naming the field', async () => {
    const { mailbox } = (await me.get('/api/v1/connections')).json();
    const res = await me.patch(`/api/v1/connections/${mailbox.id}`, { email: 'not an address' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/email/);
  });

  it('reports system information', async () => {
    const res = await me.get('/api/v1/system/info');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: '0.1.0', environment: 'Test', status: 'Healthy', authMode: 'local' });
    expect(Date.parse(res.json().last_updated)).not.toBeNaN();
  });
});
