import { createHash } from 'node:crypto';

/** Message ids as they appear in Message-ID / In-Reply-To / References: `<...>` tokens. */
export function messageIds(header: string | null | undefined): string[] {
  if (!header) return [];
  const ids = header.match(/<[^<>\s]+>/g);
  if (ids) return ids;
  // Some mailers omit the angle brackets; a lone bare token is still a usable id.
  const bare = header.trim();
  return bare && !/\s/.test(bare) ? [`<${bare}>`] : [];
}

/**
 * Reply and forward prefixes in common languages and clients, including counters such as "Re[2]:".
 * List tags ("[team] ...") stay: they are part of the topic in the first message too.
 */
const PREFIX =
  /^\s*(?:(?:re|aw|sv|vs|antw|antwort|odp|ynt|rif|réf|fw|fwd|wg|tr|rv|enc|doorst|vb|vl)\s*(?:\[\d+\]|\(\d+\))?\s*[:：]|回复[:：]|答复[:：]|转发[:：])\s*/i;

/** Subject without reply/forward prefixes: the conversation's topic. */
export function threadTopic(subject: string | null | undefined): string | null {
  if (subject == null) return null;
  let topic = subject.replace(/\s+/g, ' ').trim();
  for (let i = 0; i < 20; i++) {
    const next = topic.replace(PREFIX, '');
    if (next === topic) break;
    topic = next;
  }
  return topic;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A stable conversation id: every message of a thread names the same root — the first id of
 * References, else In-Reply-To, else (a thread's first message) its own Message-ID. Without any
 * id the normalized subject stands in, so subject-only replies still group.
 */
export function conversationId(msg: {
  messageId: string | null;
  inReplyTo: string | null | undefined;
  references: string | null | undefined;
  subject: string | null | undefined;
}): string | null {
  const root = messageIds(msg.references)[0] ?? messageIds(msg.inReplyTo)[0] ?? messageIds(msg.messageId)[0];
  if (root) return `local-conv:${hash(`id:${root}`).slice(0, 32)}`;
  const topic = threadTopic(msg.subject)?.toLowerCase();
  return topic ? `local-conv:${hash(`subject:${topic}`).slice(0, 32)}` : null;
}

/** `local:` + sha256 of the Message-ID (or of the raw bytes when there is none): stable across re-imports. */
export function localProviderId(messageId: string | null, raw: Uint8Array): string {
  const id = messageIds(messageId)[0];
  return `local:${id ? hash(`id:${id}`) : createHash('sha256').update(raw).digest('hex')}`;
}
