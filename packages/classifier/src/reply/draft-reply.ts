import { isBulkMail } from '../tasks/bulk-mail.js';
import { confirmCode } from '../tasks/notification-ask.js';
import { toReplyPerson } from '../tasks/person.js';
import { isRoleMailbox, senderFirstName, signedFirstName } from '../tasks/sender-name.js';
import type { EmailInput, ProposedTask } from '../types.js';
import { addDays, calendarDay, isoDay, safeZone } from '../util/dates.js';
import { stableHash } from '../util/hash.js';
import { latestMessage } from '../text/latest-message.js';
import { splitSentences } from '../text/sentences.js';
import { questionTitle } from '../tasks/question-title.js';
import { PHRASES, pick } from './phrasings.js';

/** questions: those the email asks beside its tasks, each answered with a blank after the promises. */
export type DraftOptions = { userName: string | null; timeZone?: string; questions?: readonly string[] };

const LONG_DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });

/** " today", " tomorrow" or " by Friday, May 10", measured from the received day. */
function dueWords(dueDate: string, received: Date): string {
  if (dueDate === isoDay(received)) return ' today';
  if (dueDate === isoDay(addDays(received, 1))) return ' tomorrow';
  return ` by ${LONG_DAY.format(new Date(`${dueDate}T00:00:00Z`))}`;
}

/** Lower-cases a sentence-initial verb ("Send you ..." inside "I'll send you ..."), not a name or "I". */
const lowerFirst = (s: string) => (/^[A-Z][a-z]+\b/.test(s) && !/^I\b/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);

/** Where only the owner knows the answer, the draft leaves this for them to fill in. */
const ANSWER_BLANK = '[your answer]';
/** A questionnaire's answers past this many are left to the owner to add. */
const MAX_QUESTION_LINES = 5;

const SAYS_WHEN =
  /\b(today|tonight|tomorrow|(mon|tues|wednes|thurs|fri|satur|sun)day|(by|before|until|on|for) (the |next |this )?(\d{1,2}(st|nd|rd|th)|end of|week|month))\b/i;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The task title in the owner's voice to the sender: "Send Ann the signed
 * lease" -> "send you the signed lease"; "Ann's" -> "your".
 */
function toSender(title: string, first: string | null): string {
  const name = first ? escape(first) : 'the sender';
  // "while Lisa is away" is "while you are away".
  return title
    .replace(
      new RegExp(`\\b${name} (is|was|has)\\b`, 'g'),
      (_, verb: string) => `you ${({ is: 'are', was: 'were', has: 'have' } as Record<string, string>)[verb]}`,
    )
    .replace(new RegExp(`\\b${name}'s\\b`, 'g'), 'your')
    .replace(new RegExp(`\\b${name}\\b`, 'g'), 'you');
}

/** A question task ("Tell Ann whether you are free Thursday") as a line with a blank for the answer. */
function answerLine(title: string, first: string | null): string | null {
  const who = first ? escape(first) : 'the sender';
  const tell = new RegExp(`^(tell|answer|reply to|let) (${who}|you)('s)?\\s*(know\\s*)?`, 'i').exec(title);
  if (!tell) return null;
  const asked = /^question: (.+)$/i.exec(title.slice(tell[0].length));
  // A question kept as written is answered under it, in the sender's words.
  if (asked) return `${asked[1]} ${ANSWER_BLANK}`;
  const rest = toSender(toReplyPerson(title.slice(tell[0].length)), first).replace(/^questions? (about|on) /i, 'your questions about ');
  if (!rest) return `${ANSWER_BLANK}`;
  return `${rest[0]!.toUpperCase()}${rest.slice(1)}: ${ANSWER_BLANK}`;
}

/** "Attend the dinner (Sat, Dec 5)": being there is the promise, on its day, not "by" it. */
function attendLine(title: string, dueDate: string, received: Date, fromEmail: boolean): string | null {
  const event = /^attend (.+?)(\s*\([^()]*\))?$/i.exec(title)?.[1];
  if (!event) return null;
  const day = !fromEmail ? '' : dueWords(dueDate, received).replace(/^ by /, ' on ');
  return `I'll be at ${toReplyPerson(event)}${day}.`;
}

/** "Connect with Paul" after an introduction: thanks for it, and a word to the person introduced. */
function introLine(title: string): string | null {
  const name = /^connect with (\S+)$/i.exec(title)?.[1];
  return name ? `Thanks for the introduction. ${name}, great to meet you - I'd be glad to find a time to talk.` : null;
}

/** "Answer Victor's questions about the Q3 report": a line with a blank under each question asked. */
function questionLines(task: ProposedTask, first: string | null): string[] | null {
  if (!/^answer \S+ questions about\b/i.test(task.title)) return null;
  const asked = splitSentences(task.sentence ?? '').filter((s) => /\?\s*$/.test(s));
  if (asked.length < 2) return null;
  return asked
    .slice(0, MAX_QUESTION_LINES)
    .map((q) => answerLine(questionTitle(q, first ?? 'the sender'), first) ?? `${q} ${ANSWER_BLANK}`);
}

function commitment(task: ProposedTask, email: EmailInput, zone: string, seed: number, i: number, first: string | null): string {
  const received = calendarDay(email.receivedAt, zone);
  // A title that still says when ("tell us by Thursday whether ...", "reach out today") is not dated twice.
  const dated = SAYS_WHEN.test(task.title);
  const due = task.dueSource === 'email' && !dated ? dueWords(task.dueDate, received) : '';
  const answer =
    answerLine(task.title, first) ?? attendLine(task.title, task.dueDate, received, task.dueSource === 'email') ?? introLine(task.title);
  if (answer) return answer;
  return (
    pick(PHRASES.commit, seed, i)
      // The title speaks to the owner ("Share your feedback on the candidate you interviewed"); the reply is the owner speaking.
      .replace('{action}', lowerFirst(toSender(toReplyPerson(task.title), first)))
      .replace('{due}', due)
      // "Make sure the budget is uploaded" is promised as such, not as "make sure to make sure".
      .replace(/\bmake sure to make sure\b/, 'make sure')
  );
}

/**
 * A short professional reply: greets the sender by first name, commits to
 * each request (with its date when the email named one) or acknowledges an
 * email that asks nothing, and signs with the user's name. Deterministic.
 */
export function draftReply(email: EmailInput, tasks: readonly ProposedTask[], opts: DraftOptions): string {
  const seed = stableHash(`${email.id}\n${email.subject ?? ''}`);
  const zone = safeZone(opts.timeZone);
  // A newsletter's display name is an organisation ("Property Management Today"), and so is the name on a
  // shared mailbox ("Summit IT Security <security@...>"): neither is a person to greet.
  const bulk = isBulkMail(email);
  // Whoever signed a message from a shared mailbox ("Best,\nKim") is greeted by that name.
  const named = isRoleMailbox(email.fromAddress) ? null : senderFirstName(email.fromName, email.fromAddress);
  const first = bulk ? null : (named ?? signedFirstName(email.bodyText));
  const greeting = first ? pick(PHRASES.greeting, seed, 0).replace('{name}', first) : pick(PHRASES.anonymousGreeting, seed, 0);
  const closing = pick(PHRASES.closing, seed, 2);
  const signature = opts.userName?.trim() ? `${closing}\n${opts.userName.trim()}` : closing;
  // A booking system that confirms by reply ("Please reply C to confirm") reads the code, first and alone.
  const code = tasks.map((t) => confirmCode(t.title)).find(Boolean);
  if (code) return `${code}\n\n${signature}`;
  let body: string;
  // A notification's task is done in its system ("approve the expense reports"), not promised to a no-reply address.
  const asks = !bulk && tasks.length === 0 && /\?\s*$/m.test(latestMessage(email.bodyText));
  if (asks) body = `${pick(PHRASES.thanksWithRequests, seed, 1)} ${pick(PHRASES.question, seed, 2)}`;
  else if (tasks.length === 0 || bulk) body = pick(PHRASES.acknowledge, seed, 1);
  else {
    const answers = tasks.length === 1 ? questionLines(tasks[0]!, first) : null;
    const beside = (opts.questions ?? []).map((q) => answerLine(questionTitle(q, first ?? 'the sender'), first) ?? `${q} ${ANSWER_BLANK}`);
    const lines = answers ?? [...tasks.map((t, i) => commitment(t, email, zone, seed, i + 2, first)), ...beside];
    const thanks = pick(PHRASES.thanksWithRequests, seed, 1);
    // Answers go one under another, each question with its blank.
    const intro = answers ? 'On your questions:' : pick(PHRASES.listIntro, seed, 1);
    // A line that thanks on its own ("Thanks for the introduction. ...") is not thanked for again.
    const opening = lines.length === 1 && /^Thanks\b/.test(lines[0]!) ? '' : `${thanks} `;
    body = lines.length <= 2 && !answers ? `${opening}${lines.join(' ')}` : `${thanks} ${intro}\n${lines.map((l) => `- ${l}`).join('\n')}`;
  }
  return `${greeting}\n\n${body}\n\n${signature}`;
}
