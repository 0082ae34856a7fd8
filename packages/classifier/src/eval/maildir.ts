/**
 * Loads one user's Enron maildir for the foldering eval, following Bekkerman
 * et al. (2004): non-topical folders dropped, sub-folders flattened into their
 * own folders ("10_fantasy/requests"), folders under 3 messages dropped.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { calendarMeeting, textMeeting } from '../text/invitation.js';
import type { EmailInput, Recipient } from '../types.js';

/** @public Read by bench/parts/classify.ts through the built package, where knip cannot follow it. */
export const NON_TOPICAL = new Set([
  'all_documents',
  'calendar',
  'contacts',
  'deleted_items',
  'discussion_threads',
  'inbox',
  'notes_inbox',
  'sent',
  'sent_items',
  '_sent_mail',
]);
const MIN_FOLDER_SIZE = 3;

export type FolderedEmail = { folder: string; email: EmailInput };

function listFiles(dir: string, rel: string[] = []): { folder: string; file: string }[] {
  const out: { folder: string; file: string }[] = [];
  for (const name of readdirSync(dir).sort()) {
    // Finder and editor droppings (.DS_Store, .swp) are not messages.
    if (name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (rel.length === 0 && NON_TOPICAL.has(name.toLowerCase())) continue;
      out.push(...listFiles(full, [...rel, name]));
    } else if (rel.length > 0) {
      out.push({ folder: rel.join('/'), file: full });
    }
  }
  return out;
}

/** Enron's From holds only the address; the display name is in X-From. */
function displayName(xFrom: string | undefined): string | null {
  if (!xFrom) return null;
  const name = xFrom
    .replace(/<[^>]*>/g, '')
    .replace(/"/g, '')
    .trim();
  return name && !name.includes('@') ? name : null;
}

const recipients = (list: { address?: string; name?: string }[] | undefined): Recipient[] =>
  (list ?? []).filter((r) => r.address).map((r) => ({ name: r.name || null, address: r.address!.toLowerCase() }));

export async function parseMessage(raw: Buffer, id: string): Promise<EmailInput> {
  const mail = await PostalMime.parse(raw);
  const header = (key: string) => mail.headers.find((h) => h.key === key)?.value;
  const date = mail.date ? new Date(mail.date) : new Date(0);
  const receivedAt = Number.isNaN(date.getTime()) ? new Date(0) : date;
  const ics = mail.attachments.find((a) => a.mimeType === 'text/calendar');
  const icsText = ics ? (typeof ics.content === 'string' ? ics.content : new TextDecoder().decode(ics.content)) : null;
  // A message with only an HTML part is read from it (the classifier reads HTML as text), as the product does.
  const text = mail.text ?? mail.html ?? null;
  return {
    id,
    fromName: displayName(header('x-from')) ?? (mail.from?.name || null),
    fromAddress: mail.from?.address?.toLowerCase() ?? null,
    to: recipients(mail.to),
    cc: recipients(mail.cc),
    subject: mail.subject ?? null,
    bodyText: text,
    receivedAt,
    conversationId: null,
    headers: {
      listId: header('list-id') ?? null,
      listUnsubscribe: header('list-unsubscribe') ?? null,
      precedence: header('precedence') ?? null,
      autoSubmitted: header('auto-submitted') ?? null,
    },
    meeting: icsText ? calendarMeeting(icsText) : textMeeting(mail.subject ?? null, text, receivedAt),
  };
}

/** Messages of the kept folders, oldest first (ties by path, so the order is stable). */
export async function loadMaildir(dir: string): Promise<FolderedEmail[]> {
  const files = listFiles(dir);
  const sizes = new Map<string, number>();
  for (const f of files) sizes.set(f.folder, (sizes.get(f.folder) ?? 0) + 1);
  const kept = files.filter((f) => (sizes.get(f.folder) ?? 0) >= MIN_FOLDER_SIZE);
  const out: FolderedEmail[] = [];
  for (const f of kept) {
    out.push({ folder: f.folder, email: await parseMessage(readFileSync(f.file), path.relative(dir, f.file)) });
  }
  return out.sort((a, b) => a.email.receivedAt.getTime() - b.email.receivedAt.getTime() || a.email.id.localeCompare(b.email.id));
}
