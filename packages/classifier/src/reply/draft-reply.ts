import { toAction } from '../tasks/action.js';
import { isBulkMail } from '../tasks/bulk-mail.js';
import { explicitDue } from '../tasks/due-date.js';
import { recalledDueWords } from '../tasks/due-words.js';
import { toReplyPerson } from '../tasks/person.js';
import { senderFirstName } from '../tasks/sender-name.js';
import type { EmailInput, ProposedTask } from '../types.js';
import { addDays, calendarDay, isoDay, safeZone } from '../util/dates.js';
import { stableHash } from '../util/hash.js';
import { PHRASES, pick } from './phrasings.js';

export type DraftOptions = { userName: string | null; timeZone?: string };

const MAX_QUOTE = 90;

const LONG_DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });

/** " today", " tomorrow" or " by Friday, May 10", measured from the received day. */
function dueWords(dueDate: string, received: Date): string {
  if (dueDate === isoDay(received)) return ' today';
  if (dueDate === isoDay(addDays(received, 1))) return ' tomorrow';
  return ` by ${LONG_DAY.format(new Date(`${dueDate}T00:00:00Z`))}`;
}

/** Lower-cases a sentence-initial verb ("Send you ..." inside "I'll send you ..."), not a name or "I". */
const lowerFirst = (s: string) => (/^[A-Z][a-z]+\b/.test(s) && !/^I\b/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);

function commitment(task: ProposedTask, email: EmailInput, zone: string, seed: number, i: number): string {
  const received = calendarDay(email.receivedAt, zone);
  const fromEmail = task.dueSource === 'email';
  const recalled = recalledDueWords(task);
  const dueText = !fromEmail ? null : recalled !== undefined ? recalled : (explicitDue(task.sentence, email.receivedAt, zone)?.text ?? null);
  const action = toAction(task.sentence, dueText);
  // An action that kept its own date ("issue the PO by end of day") needs no second one.
  const keptDate = dueText !== null && action.text.toLowerCase().includes(dueText.toLowerCase());
  const due = fromEmail && !keptDate ? dueWords(task.dueDate, received) : '';
  if (action.kind !== 'do') {
    const quote = action.text.length > MAX_QUOTE ? `${action.text.slice(0, MAX_QUOTE - 3)}...` : action.text;
    const phrases = action.kind === 'answer' ? PHRASES.answer : PHRASES.followUp;
    return pick(phrases, seed, i).replace('{question}', quote).replace('{quote}', quote.replace(/[.!]+$/, '')).replace('{due}', due);
  }
  return pick(PHRASES.commit, seed, i).replace('{action}', lowerFirst(toReplyPerson(action.text))).replace('{due}', due);
}

/**
 * A short professional reply: greets the sender by first name, commits to
 * each request (with its date when the email named one) or acknowledges an
 * email that asks nothing, and signs with the user's name. Deterministic.
 */
export function draftReply(email: EmailInput, tasks: readonly ProposedTask[], opts: DraftOptions): string {
  const seed = stableHash(`${email.id}\n${email.subject ?? ''}`);
  const zone = safeZone(opts.timeZone);
  // A newsletter's display name is an organisation ("Property Management Today"), not a person to greet.
  const bulk = isBulkMail(email);
  const first = bulk ? null : senderFirstName(email.fromName, email.fromAddress);
  const greeting = first ? pick(PHRASES.greeting, seed, 0).replace('{name}', first) : pick(PHRASES.anonymousGreeting, seed, 0);
  let body: string;
  // A notification's task is done in its system ("approve the expense reports"), not promised to a no-reply address.
  if (tasks.length === 0 || bulk) body = pick(PHRASES.acknowledge, seed, 1);
  else {
    const lines = tasks.map((t, i) => commitment(t, email, zone, seed, i + 2));
    const thanks = pick(PHRASES.thanksWithRequests, seed, 1);
    body = lines.length <= 2 ? `${thanks} ${lines.join(' ')}` : `${thanks} ${pick(PHRASES.listIntro, seed, 1)}\n${lines.map((l) => `- ${l}`).join('\n')}`;
  }
  const closing = pick(PHRASES.closing, seed, 2);
  const signature = opts.userName?.trim() ? `${closing}\n${opts.userName.trim()}` : closing;
  return `${greeting}\n\n${body}\n\n${signature}`;
}
