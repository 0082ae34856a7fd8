import { composeBulkHtml, composeHtml, composeText } from './compose-body.js';
import { BULK, FIRST_NAMES, LAST_NAMES, OWNER, TOPICS, URGENT, type Topic } from './corpus.js';
import { previewOf } from './html-text.js';
import { createRng } from './prng.js';
import type { GraphMessage } from './types.js';

type Addr = { name: string; address: string };
type Thread = { conversationId: string; subject: string; topic: Topic; people: Addr[]; last: GraphMessage };

export type MessageGenerator = {
  /** The next message, received at `receivedAt` (or a little after the previous one). */
  next(receivedAt?: Date): GraphMessage;
};

/**
 * Deterministic mailbox: the same seed gives the same ids, people, subjects and bodies; only the
 * dates are placed relative to `now`, so "the last 30 days" always holds mail.
 */
export function generateMailbox(seed: number | string, count: number, now: Date, inboxId: string): GraphMessage[] {
  const generator = createMessageGenerator(seed, inboxId);
  const spanMs = 365 * 24 * 3600_000;
  const start = now.getTime() - spanMs;
  // Evenly spread, newest at `now`; jitter comes from the generator's own gaps.
  return Array.from({ length: count }, (_, i) => generator.next(new Date(start + Math.round(((i + 1) * spanMs) / count))));
}

export function createMessageGenerator(seed: number | string, inboxId: string): MessageGenerator {
  const rng = createRng(seed);
  const threads: Thread[] = [];
  let clock = Date.now();

  const person = (domain?: string): Addr => {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const local = `${first}.${last}`
      .normalize('NFD')
      .replace(/[^A-Za-z.]/g, '')
      .toLowerCase();
    return { name: `${first} ${last}`, address: `${local}@${domain ?? 'example.com'}` };
  };
  const recipient = (a: Addr) => ({ emailAddress: { name: a.name, address: a.address } });

  const build = (
    receivedAt: Date,
    fields: {
      subject: string;
      from: Addr;
      to: Addr[];
      cc: Addr[];
      body: { contentType: 'html' | 'text'; content: string };
      conversationId: string;
      importance: 'low' | 'normal' | 'high';
    },
  ): GraphMessage => {
    const received = receivedAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
    const sent = new Date(receivedAt.getTime() - rng.int(1, 240) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const changeKey = `CQAAABYAAAC${rng.base64url(18)}`;
    const id = `AAkALgAAAAAAHYQDEapmEc2byACqAC-EWg0A${rng.base64url(30)}AAA=`;
    return {
      '@odata.etag': `W/"${changeKey}"`,
      id,
      createdDateTime: received,
      lastModifiedDateTime: received,
      changeKey,
      categories: [],
      receivedDateTime: received,
      sentDateTime: sent,
      hasAttachments: rng.chance(0.15),
      internetMessageId: `<${rng.hex(32)}@${fields.from.address.split('@')[1] ?? 'example.com'}>`,
      subject: fields.subject,
      bodyPreview: previewOf(fields.body),
      importance: fields.importance,
      parentFolderId: inboxId,
      conversationId: fields.conversationId,
      conversationIndex: `Ad${rng.base64url(20)}`,
      isDeliveryReceiptRequested: false,
      isReadReceiptRequested: false,
      isRead: rng.chance(0.6),
      isDraft: false,
      // Outlook on the web takes the REST id (AAMkAG...), never the immutable id the message is served under.
      webLink: `https://outlook.office365.com/owa/?ItemID=${encodeURIComponent(`AAMkAGI2${Buffer.from(id).toString('base64url').slice(12, 52)}AAA=`)}&exvsurl=1&viewmodel=ReadMessageItem`,
      inferenceClassification: rng.chance(0.8) ? 'focused' : 'other',
      body: fields.body,
      sender: recipient(fields.from),
      from: recipient(fields.from),
      toRecipients: fields.to.map(recipient),
      ccRecipients: fields.cc.map(recipient),
      bccRecipients: [],
      replyTo: [],
      flag: { flagStatus: 'notFlagged' },
    } as GraphMessage;
  };

  const newThread = (receivedAt: Date): GraphMessage => {
    const topic = rng.pick(TOPICS);
    const from = person(rng.pick(topic.domains));
    const cc = rng.chance(0.3) ? [person(rng.pick(topic.domains))] : [];
    const urgent = rng.chance(0.08);
    const subject = `${urgent ? rng.pick(URGENT) : ''}${rng.pick(topic.subjects)}`;
    const paragraphs = [rng.pick(topic.updates), rng.pick(topic.requests)];
    const another = rng.pick(topic.requests);
    if (rng.chance(0.3) && !paragraphs.includes(another)) paragraphs.push(another);
    const html = rng.chance(0.55);
    const content = html
      ? composeHtml(rng, { paragraphs, sender: from }, { hostile: rng.chance(0.02) })
      : composeText(rng, { paragraphs, sender: from });
    const conversationId = `AAQkAD${rng.base64url(24)}=`;
    const message = build(receivedAt, {
      subject,
      from,
      to: [OWNER],
      cc,
      body: { contentType: html ? 'html' : 'text', content },
      conversationId,
      importance: urgent ? 'high' : 'normal',
    });
    threads.push({ conversationId, subject, topic, people: [from, ...cc], last: message });
    if (threads.length > 40) threads.shift();
    return message;
  };

  const continueThread = (thread: Thread, receivedAt: Date): GraphMessage => {
    const forward = rng.chance(0.1);
    const prevSender = thread.last.from?.emailAddress?.address;
    // A reply comes from someone other than the previous sender (or a newcomer to the thread).
    const others = thread.people.filter((p) => p.address !== prevSender);
    const from = forward || others.length === 0 || rng.chance(0.3) ? person(rng.pick(thread.topic.domains)) : rng.pick(others);
    const prefix = forward ? 'FW: ' : rng.pick(['RE: ', 'Re: ', 'RE: ']);
    const base = thread.subject.replace(/^((re|fw|fwd):\s*)+/i, '');
    const paragraphs = [rng.chance(0.5) ? rng.pick(thread.topic.requests) : rng.pick(thread.topic.updates)];
    const prev = thread.last;
    const quoted = {
      from: { name: prev.from?.emailAddress?.name ?? '', address: prev.from?.emailAddress?.address ?? '' },
      sentAt: prev.sentDateTime ?? prev.receivedDateTime,
      text: prev.bodyPreview ?? '',
    };
    const html = prev.body?.contentType === 'html';
    const content = html
      ? composeHtml(rng, { paragraphs, sender: from, quoted }, { hostile: false })
      : composeText(rng, { paragraphs, sender: from, quoted });
    const to = [OWNER, ...thread.people.filter((p) => p.address !== from.address).slice(0, 2)];
    const message = build(receivedAt, {
      subject: `${prefix}${base}`,
      from,
      to,
      cc: [],
      body: { contentType: html ? 'html' : 'text', content },
      conversationId: thread.conversationId,
      importance: rng.chance(0.05) ? 'high' : 'normal',
    });
    thread.last = message;
    if (!thread.people.some((p) => p.address === from.address)) thread.people.push(from);
    return message;
  };

  const bulk = (receivedAt: Date): GraphMessage => {
    const source = rng.pick(BULK);
    const from = { name: source.from, address: source.address };
    const html = rng.chance(0.85);
    const content = html
      ? composeBulkHtml(rng, source.line, source.from)
      : `${source.line}\r\n\r\nYou are receiving this because you subscribed.`;
    return build(receivedAt, {
      subject: rng.pick(source.subjects),
      from,
      to: [OWNER],
      cc: [],
      body: { contentType: html ? 'html' : 'text', content },
      conversationId: `AAQkAD${rng.base64url(24)}=`,
      importance: rng.chance(0.3) ? 'low' : 'normal',
    });
  };

  return {
    next(receivedAt) {
      const at = receivedAt ?? new Date(Math.max(clock + rng.int(30, 900) * 1000, Date.now()));
      clock = at.getTime();
      const roll = rng.next();
      if (roll < 0.2) return bulk(at);
      if (roll < 0.55 && threads.length > 0) return continueThread(rng.pick(threads), at);
      return newThread(at);
    },
  };
}
