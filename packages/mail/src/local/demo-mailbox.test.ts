import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectCreateSchema } from '@triage/contracts';
import { emailBodies } from '../sanitize/email-bodies.js';
import type { MailMessage } from '../types.js';
import { DEMO_BASE_DATE, demoDateShiftMs, demoMailboxDir, seedDemoMailbox, shiftRfc822Date } from './demo-mailbox.js';
import { DEMO_PROJECTS } from './demo-projects.js';
import { LocalMailbox } from './local-mailbox.js';
import { parseEml } from './parse-eml.js';

const DAY = 24 * 60 * 60 * 1000;
let messages: MailMessage[];
let sentCount: number;

beforeAll(async () => {
  const dir = demoMailboxDir();
  const names = (await readdir(dir)).filter((n) => n.endsWith('.eml'));
  messages = await Promise.all(names.map(async (n) => parseEml(await readFile(path.join(dir, n)), { sourceFile: n })));
  sentCount = (await readdir(path.join(dir, 'sent'))).filter((n) => n.endsWith('.eml')).length;
});

describe('demo mailbox files', () => {
  it('holds about 50 valid emails, each with its own Message-ID', () => {
    expect(messages.length).toBeGreaterThanOrEqual(45);
    expect(messages.length).toBeLessThanOrEqual(60);
    expect(messages.every((m) => m.internetMessageId)).toBe(true);
    expect(new Set(messages.map((m) => m.providerId)).size).toBe(messages.length);
  });

  it('is dated in the three weeks before DEMO_BASE_DATE', () => {
    for (const m of messages) {
      expect(m.receivedAt!.getTime()).toBeLessThanOrEqual(DEMO_BASE_DATE.getTime());
      expect(m.receivedAt!.getTime()).toBeGreaterThan(DEMO_BASE_DATE.getTime() - 21 * DAY);
    }
  });

  it('is addressed to Local User, directly or through a list', () => {
    const direct = messages.filter((m) => [...m.to, ...m.cc].some((a) => a.address === 'local@localhost'));
    expect(direct.length).toBeGreaterThan(messages.length * 0.9);
  });

  it('has threads of 3 and 4 messages that share a conversation id', () => {
    const sizes = new Map<string, number>();
    for (const m of messages) sizes.set(m.conversationId!, (sizes.get(m.conversationId!) ?? 0) + 1);
    const threads = [...sizes.values()].filter((n) => n > 1).sort();
    expect(threads).toEqual([3, 3, 3, 4]);
  });

  it('has a thread of 4 (the change order)', () => {
    const co = messages.filter((m) => m.threadTopic === 'Change order CO-12 - additional rock excavation');
    expect(co).toHaveLength(4);
    expect(new Set(co.map((m) => m.conversationId)).size).toBe(1);
  });

  it('includes HTML with remote and inline images, an attachment, urgent mail and newsletters', () => {
    const html = messages.filter((m) => m.bodyHtml);
    expect(html.length).toBeGreaterThanOrEqual(5);
    const bodies = html.map((m) => emailBodies(m).html!);
    expect(bodies.some((b) => b.includes('data-remote-src="https://'))).toBe(true);
    expect(bodies.some((b) => b.includes('[Embedded Image]'))).toBe(true);
    expect(messages.filter((m) => m.hasAttachments).map((m) => m.attachments[0]?.name)).toEqual(['INV-2291.pdf']);
    expect(messages.filter((m) => m.importance === 'high').length).toBeGreaterThanOrEqual(3);
    expect(messages.filter((m) => /unsubscribe/i.test(m.bodyText ?? '')).length).toBeGreaterThanOrEqual(5);
  });

  it('has deadlines phrased the way people write them', () => {
    const text = messages.map((m) => m.bodyText).join('\n');
    for (const phrase of ['by Friday', 'before the 15th', 'end of day tomorrow', 'by Wednesday', 'by Thursday']) {
      expect(text).toContain(phrase);
    }
  });
});

describe('DEMO_PROJECTS', () => {
  it('are valid project create requests with distinct names', () => {
    for (const p of DEMO_PROJECTS) expect(projectCreateSchema.safeParse(p).success).toBe(true);
    expect(new Set(DEMO_PROJECTS.map((p) => p.name)).size).toBe(DEMO_PROJECTS.length);
  });

  it('match most demo mail by sender domain', () => {
    const domains = DEMO_PROJECTS.flatMap((p) => p.domainMatches ?? []);
    const matched = messages.filter((m) => domains.some((d) => m.from!.address.endsWith(`@${d}`)));
    expect(matched.length).toBeGreaterThan(messages.length / 2);
  });
});

describe('seedDemoMailbox', () => {
  let target: string;
  beforeAll(async () => {
    target = await mkdtemp(path.join(tmpdir(), 'triage-demo-'));
  });
  afterAll(async () => {
    await rm(target, { recursive: true, force: true });
  });

  it('shifts dates by whole weeks so the newest mail is under a week old', async () => {
    const now = new Date('2026-02-04T12:00:00Z'); // a Wednesday
    const shift = demoDateShiftMs(now);
    expect(shift % (7 * DAY)).toBe(0);
    expect(await seedDemoMailbox(target, { now })).toEqual({ written: messages.length + sentCount, skipped: 0 });
    const page = await new LocalMailbox({
      dir: target,
      outboxDir: path.join(target, '.outbox'),
      profile: { id: 'u', email: 'local@localhost', name: 'Local User' },
    }).delta(null);
    const newest = Math.max(...page.added.map((m) => m.receivedAt!.getTime()));
    expect(now.getTime() - newest).toBeGreaterThanOrEqual(0);
    expect(now.getTime() - newest).toBeLessThan(7 * DAY);
    const byId = new Map(messages.map((m) => [m.providerId, m]));
    for (const m of page.added) {
      const original = byId.get(m.providerId)!;
      expect(m.receivedAt!.getTime() - original.receivedAt!.getTime()).toBe(shift);
      expect(m.conversationId).toBe(original.conversationId);
    }
  });

  it('leaves files that are already there', async () => {
    expect(await seedDemoMailbox(target)).toEqual({ written: 0, skipped: messages.length + sentCount });
  });

  it("puts the demo's sent mail in the sent folder, threaded into the demo conversations and not read as inbox mail", async () => {
    const box = new LocalMailbox({
      dir: target,
      outboxDir: path.join(target, '.outbox'),
      profile: { id: 'u', email: 'local@localhost', name: 'Local User' },
    });
    const sent = (await box.sentDelta(null)).added;
    expect(sent).toHaveLength(sentCount);
    const conversations = new Set(messages.map((m) => m.conversationId));
    expect(sent.every((m) => m.from?.address === 'local@localhost' && conversations.has(m.conversationId))).toBe(true);
    expect((await box.delta(null)).added.some((m) => m.from?.address === 'local@localhost')).toBe(false);
  });

  it('keeps the written offset when shifting a date', () => {
    expect(shiftRfc822Date('Mon, 12 May 2025 08:12:00 -0400', 7 * DAY)).toBe('Mon, 19 May 2025 08:12:00 -0400');
    expect(shiftRfc822Date('Mon, 05 May 2025 15:00:00 +0100', 14 * DAY)).toBe('Mon, 19 May 2025 15:00:00 +0100');
    expect(shiftRfc822Date('garbage', DAY)).toBeNull();
  });
});
