import { and, eq } from 'drizzle-orm';
import { GraphMailbox } from '@triage/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGraphTestServer, type GraphTestServer } from '../../../../packages/mail/test-support/graph-test-server/index.js';
import { emails, importJobs } from '../../src/db/schema/index.js';
import { createImportJob, runImport } from '../../src/services/mail/import-service.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const USER = 'importer';
const DAY = 24 * 3600_000;

describe('import from Microsoft 365', () => {
  let graph: GraphTestServer;
  let t: TestApp;

  beforeAll(async () => {
    // A real mailbox: besides the inbox, Sent Items, Drafts, Junk Email and Deleted Items.
    graph = await startGraphTestServer({ messages: 150, otherFolders: 120, seed: 21 });
    t = await createTestApp();
    await t.as(USER);
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  it("imports the inbox of the last days only, following Graph's nextLinks, with the same count", async () => {
    const provider = new GraphMailbox({
      baseUrl: graph.url,
      getAccessToken: async () => 'token',
      sleep: async () => undefined,
      listPageSize: 7,
    });
    const daysBack = 120;
    const job = await createImportJob(t.database.db, USER, daysBack);
    const { imported } = await runImport(t.database, USER, job.id, provider);

    const cutoff = Date.now() - daysBack * DAY;
    const expected = graph.mailbox
      .inbox()
      .filter((m) => Date.parse(m.receivedDateTime) >= cutoff)
      .map((m) => m.id)
      .sort();
    const stored = (await t.database.db.select({ id: emails.messageId }).from(emails).where(eq(emails.userId, USER)))
      .map((r) => r.id)
      .sort();
    expect(stored).toEqual(expected);
    expect(imported).toBe(expected.length);
    const [row] = await t.database.db
      .select()
      .from(importJobs)
      .where(and(eq(importJobs.userId, USER), eq(importJobs.id, job.id)));
    expect(row).toMatchObject({ status: 'completed', imported: expected.length, total: expected.length });

    // No Sent Items, Drafts, Junk or Deleted Items in the queue.
    const elsewhere = new Set(
      graph.mailbox
        .all()
        .filter((m) => m.parentFolderId !== graph.mailbox.inboxId)
        .map((m) => m.id),
    );
    expect(stored.filter((id) => elsewhere.has(id))).toEqual([]);
    // Later pages are Graph's own nextLinks, never a computed $skip.
    const lists = graph.requests.filter((r) => r.url.includes('/messages?') && !r.url.includes('$count'));
    expect(lists.length).toBeGreaterThan(2);
    expect(lists.every((r) => !/[?&]\$skip=/.test(decodeURIComponent(r.url)))).toBe(true);
  });
});
