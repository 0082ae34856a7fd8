import { LIMITS } from '@triage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClassification, insertEmail } from '../helpers/fixtures.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

type Row = { id: string; subject: string; preview: string; body: string | null };

/** A newsletter's HTML: a table of stories, as long as asked. */
const newsletter = (bytes: number) => {
  const row = '<tr><td style="padding:8px">Site news: the crane is up and the glazing arrives next week.</td></tr>';
  return `<table>${row.repeat(Math.ceil(bytes / row.length))}</table>`.slice(0, bytes);
};

describe('list rows carry short bodies and leave long ones to the single email', () => {
  let t: TestApp;
  let me: Client;
  const USER = 'user-bodies';
  const bodies: Record<string, string | null> = {
    'Short note': '<p>Can you send the signed lease by Friday?</p>',
    'At the limit': newsletter(LIMITS.listBodyMaxBytes),
    'One byte over': newsletter(LIMITS.listBodyMaxBytes + 1),
    // 3,000 characters but 9,000 bytes of UTF-8: the limit is the bytes a page carries.
    'Euro prices': `<p>${'€'.repeat(3000)}</p>`,
    'No body': null,
  };

  const byId = (rows: Row[]) => new Map(rows.map((r) => [r.subject, r]));

  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as(USER);
    for (const [subject, body] of Object.entries(bodies)) {
      const email = await insertEmail(t.database.db, USER, { subject, body, preview: `Preview of ${subject}` });
      await insertClassification(t.database.db, USER, email.id, { replyEmail: 'Hi Ann, thanks.', isProcessed: true });
    }
  });
  afterAll(() => t.close());

  it('the queue, in both orders, and Replies send a body up to the limit and null past it', async () => {
    for (const path of [
      '/api/v1/emails/recommendations?limit=50',
      '/api/v1/emails/recommendations?limit=50&sort=priority',
      '/api/v1/replies?limit=15',
    ]) {
      const rows = byId(((await me.get(path)).json() as { data: Row[] }).data);
      expect(rows.get('Short note')?.body, path).toBe(bodies['Short note']);
      expect(rows.get('At the limit')?.body, path).toBe(bodies['At the limit']);
      expect(rows.get('One byte over')?.body, path).toBeNull();
      expect(rows.get('Euro prices')?.body, path).toBeNull();
      // No body at all is not a body left out: the preview stands in, as it always has.
      expect(rows.get('No body')?.body, path).toBe('Preview of No body');
      // What a collapsed card shows is there either way.
      expect(rows.get('One byte over')?.preview, path).toBe('Preview of One byte over');
    }
  });

  it('the single email has every body in full', async () => {
    const rows = ((await me.get('/api/v1/emails/recommendations?limit=50')).json() as { data: Row[] }).data;
    for (const row of rows) {
      const one = (await me.get(`/api/v1/emails/${row.id}/recommendations`)).json() as Row;
      expect(one.body).toBe(bodies[row.subject] ?? `Preview of ${row.subject}`);
    }
  });
});
