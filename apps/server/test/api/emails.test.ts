import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClassification, insertEmail } from '../helpers/fixtures.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

describe('emails API', () => {
  let t: TestApp;
  let me: Client;
  const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9));

  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as('user-a');
    await t.as('user-b');
    const db = t.database.db;
    const older = await insertEmail(db, 'user-a', { subject: 'Older', receivedTime: day(1) });
    await insertClassification(db, 'user-a', older.id, { label: 'Harbour Tower', confidence: 0.91 });
    await insertEmail(db, 'user-a', { subject: 'Newest', receivedTime: day(20), preview: null, bodyText: 'x'.repeat(300), body: null });
    await insertEmail(db, 'user-a', {
      subject: 'Middle',
      receivedTime: day(10),
      fromName: null,
      fromAddress: null,
      preview: null,
      bodyText: null,
      body: null,
    });
    await insertEmail(db, 'user-a', { subject: 'Archived', receivedTime: day(15), isArchived: true, archivedAt: day(16) });
    await insertEmail(db, 'user-a', { subject: 'Deleted at the provider', receivedTime: day(18), status: 'deleted' });
    await insertEmail(db, 'user-b', { subject: 'Someone else', receivedTime: day(19) });
  });
  afterAll(() => t.close());

  it('lists non-archived mail newest first with the exact total and classifications', async () => {
    const res = await me.get('/api/v1/emails');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.totalCount).toBe(3);
    expect(page.data.map((e: { subject: string }) => e.subject)).toEqual(['Newest', 'Middle', 'Older']);
    const older = page.data[2];
    expect(older.classification).toMatchObject({ label: 'Harbour Tower', confidence: expect.closeTo(0.91, 5) });
    expect(page.data[0].classification).toBeNull();
  });

  it('applies the display fallbacks of the spec', async () => {
    const [newest, middle] = (await me.get('/api/v1/emails')).json().data;
    expect(newest.preview).toBe(`${'x'.repeat(200)}...`);
    expect(middle.preview).toBe('No preview available');
    expect(middle.body).toBe('No content available');
    expect(middle.sender).toBe('Unknown Sender');
    expect(newest.sender).toBe('Ann Lee <ann@acme.com>');
  });

  it('leaves the plain-text copy out of list rows; the single email carries it', async () => {
    const [newest] = (await me.get('/api/v1/emails')).json().data;
    expect(newest).not.toHaveProperty('bodyText');
    expect(Object.keys(newest)).toEqual(expect.arrayContaining(['body', 'preview', 'sender', 'toRecipients', 'classification', 'user_id']));
    expect((await me.get(`/api/v1/emails/${newest.id}`)).json().bodyText).toBe('x'.repeat(300));
  });

  it('pages with limit and offset and refuses bad values', async () => {
    const page = (await me.get('/api/v1/emails?limit=1&offset=1')).json();
    expect(page.data.map((e: { subject: string }) => e.subject)).toEqual(['Middle']);
    expect(page.totalCount).toBe(3);
    // A page past the end has no row to carry the totals; they are read apart.
    expect((await me.get('/api/v1/emails?limit=5&offset=10')).json()).toEqual({ data: [], totalCount: 3, nextCursor: null });
    const rec = (await me.get('/api/v1/emails/recommendations?limit=5&offset=10')).json();
    expect([rec.data, rec.totalCount, rec.summary.total]).toEqual([[], 3, 3]);
    for (const q of ['limit=0', 'limit=abc', 'offset=-1', 'limit=1000']) {
      const res = await me.get(`/api/v1/emails?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.message).toMatch(/querystring\.(limit|offset)/);
    }
  });

  it('lists archived mail separately', async () => {
    const page = (await me.get('/api/v1/emails/archived')).json();
    expect(page.data.map((e: { subject: string }) => e.subject)).toEqual(['Archived']);
  });

  it('gets one email, and lets the user allow remote images for it', async () => {
    const [first] = (await me.get('/api/v1/emails')).json().data;
    expect((await me.get(`/api/v1/emails/${first.id}`)).json().remoteImagesAllowed).toBe(false);
    const allowed = await me.post(`/api/v1/emails/${first.id}/remote-images`, { allowed: true });
    expect(allowed.json().remoteImagesAllowed).toBe(true);
    const missing = await me.get('/api/v1/emails/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Email not found');
  });
});
