import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { emailPageSchema, encodeCursor, LIMITS, type EmailListItem } from '@triage/contracts';
import { emails } from '../../src/db/schema/index.js';
import { JS_WHITE_SPACE } from '../../src/services/mail/email-list-json.js';
import { insertClassification, insertEmail } from '../helpers/fixtures.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

/**
 * The emails lists' rows are written as JSON by PostgreSQL; the single email by the server. Both
 * must read the same for every kind of stored value, the display fallbacks' edge cases included.
 */
describe('emails list written by PostgreSQL', () => {
  let t: TestApp;
  let me: Client;
  const user = 'user-list-json';
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as(user);
    const { db } = t.database;
    const padded = '\u00a0\u3000 Ann\tLee \ufeff\u2028';
    const rows = [
      { subject: 'Plain' },
      // Names and addresses padded with white space that only JavaScript's trim() takes away.
      { subject: 'Padded sender', fromName: padded, fromAddress: ' \u2003ann@acme.com\u205f' },
      { subject: 'Address only', fromName: '\u200a', fromAddress: 'bo@acme.com' },
      { subject: 'Name only', fromName: 'Cy', fromAddress: '\u3000' },
      // A blank preview falls back to the plain text: runs of white space as one space, 200 characters.
      { subject: 'Emoji text', preview: '\u00a0\u2029', bodyText: `  ${'😀\u00a0\u00a0é '.repeat(80)}`, body: '\ufeff' },
      { subject: 'Short text', preview: null, bodyText: '\u2000 short\n\n text \u3000' },
      { subject: 'Nothing', preview: ' ', bodyText: '\u00a0', body: null },
      { subject: 'Preview as body', body: ' \n ', preview: 'Only the preview' },
      { subject: null, bodyContentType: 'text/weird', body: 'Quotes " and \\ and \u0001 and </script> and \u2028' },
      {
        subject: 'Archived',
        isArchived: true,
        archivedAt: at('2026-11-02T03:04:05.678Z'),
        sentTime: at('2026-11-01T00:00:00.009Z'),
        receivedTime: at('2026-11-01T00:00:01.999Z'),
      },
      { subject: 'Undated', receivedTime: null, sentTime: null },
      // Past the list's limit by one byte (the last character takes two): left to the single email.
      { subject: 'Long body', body: `<p>${'a'.repeat(LIMITS.listBodyMaxBytes - 8)}é</p>` },
      {
        subject: 'Recipients',
        toRecipients: [{ name: 'Dé "Q"', address: 'd@acme.com' }],
        ccRecipients: [{ name: null, address: 'e@acme.com' }],
        attachments: [{ name: 'a.pdf', contentType: null, size: 1234 }],
        hasAttachments: true,
        isImportant: true,
        isRead: true,
        conversationId: 'conv-1',
        threadTopic: 'Topic',
        folder: 'Inbox',
      },
    ];
    const stored = [];
    for (const fields of rows) stored.push(await insertEmail(db, user, fields));
    await insertClassification(db, user, stored[0]!.id, {
      confidence: 0.333,
      processingTimeMs: 12.5,
      approved: null,
      proposedTasks: [
        { title: 'Check', due_date: '2026-12-01', project_name: 'X', source_sentence: 'Can you?', checklist: [{ item_text: 'a' }] },
      ],
    });
    await insertClassification(db, user, stored[1]!.id, {
      label: null,
      replyEmail: null,
      approved: true,
      feedback: 'Good',
      proposedTasks: [],
    });
    await insertClassification(db, user, stored[9]!.id, { errorMessage: 'Timed out', isProcessed: true });
    // Microseconds, which the server's dates cut to milliseconds.
    await db.execute(sql`update ${emails} set created_at = '2026-11-03T01:02:03.456789Z' where id = ${stored[0]!.id}`);
  });
  afterAll(() => t.close());

  async function listed(path: string): Promise<EmailListItem[]> {
    const res = await me.get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return emailPageSchema.parse(res.json()).data;
  }

  it('reads every row of the queue and the archive exactly as the single email does', async () => {
    const queue = await listed('/api/v1/emails?limit=200');
    const archive = await listed('/api/v1/emails/archived?limit=200');
    expect(queue.length).toBe(12);
    expect(archive.length).toBe(1);
    for (const item of [...queue, ...archive]) {
      const { bodyText: _, ...single } = (await me.get(`/api/v1/emails/${item.id}`)).json();
      if (item.subject === 'Long body') {
        expect(Buffer.byteLength(single.body)).toBe(LIMITS.listBodyMaxBytes + 1);
        expect(item).toStrictEqual({ ...single, body: null });
      } else expect(item, item.subject ?? '(no subject)').toStrictEqual(single);
    }
  });

  it('applies the fallbacks as the spec words them', async () => {
    const bySubject = new Map((await listed('/api/v1/emails?limit=200')).map((item) => [item.subject, item]));
    expect(bySubject.get('Padded sender')!.sender).toBe('Ann\tLee <ann@acme.com>');
    expect(bySubject.get('Address only')!.sender).toBe('bo@acme.com');
    expect(bySubject.get('Name only')!.sender).toBe('Unknown Sender');
    const emoji = bySubject.get('Emoji text')!;
    expect(Array.from(emoji.preview).length).toBe(203);
    expect(emoji.preview.startsWith('😀 é 😀 é')).toBe(true);
    expect(emoji.body).toBe('No content available');
    expect(bySubject.get('Short text')!.preview).toBe('short text');
    expect(bySubject.get('Nothing')!).toMatchObject({ preview: 'No preview available', body: 'No content available' });
    expect(bySubject.get('Preview as body')!.body).toBe('Only the preview');
    expect(bySubject.get(null)!).toMatchObject({ bodyContentType: 'text', body: 'Quotes " and \\ and \u0001 and </script> and \u2028' });
    expect(bySubject.get('Undated')!).toMatchObject({ receivedTime: null, sentTime: null });
    expect(bySubject.get('Plain')!.classification!.proposedTasks).toEqual([
      { title: 'Check', due_date: '2026-12-01', project_name: 'X', sourceSentence: 'Can you?', checklist: [{ itemText: 'a' }] },
    ]);
  });

  it('pages the same rows by cursor', async () => {
    const all = await listed('/api/v1/emails?limit=200');
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const res = await me.get(`/api/v1/emails?limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      const page = emailPageSchema.parse(res.json());
      expect(page.totalCount).toBe(12);
      seen.push(...page.data.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((item) => item.id));
    // A cursor of another order (two keys) names no row of this one: an empty page, the total still there.
    const foreign = encodeCursor({ keys: ['P1', '2026-11-01 00:00:00+00'], id: all[0]!.id });
    const empty = emailPageSchema.parse((await me.get(`/api/v1/emails?cursor=${encodeURIComponent(foreign)}`)).json());
    expect(empty).toEqual({ data: [], totalCount: 12, nextCursor: null });
  });

  it('knows the white space JavaScript trims', () => {
    const spaces = [];
    for (let code = 0; code <= 0xffff; code++) if (/\s/.test(String.fromCharCode(code))) spaces.push(String.fromCharCode(code));
    expect(spaces.join('')).toBe(JS_WHITE_SPACE);
  });
});
