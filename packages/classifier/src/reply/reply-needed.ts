import { BROADCAST_RECIPIENTS } from '../tasks/audience.js';
import { NO_REPLY_SENDER } from '../tasks/bulk-mail.js';
import type { EmailReading } from '../tasks/extract-tasks.js';
import { askedByName, RHETORICAL } from '../tasks/implicit-ask.js';
import { namedQuestions } from '../tasks/named-question.js';
import { confirmCode } from '../tasks/notification-ask.js';
import { addressesOwner, notForOwner } from '../tasks/owner-filter.js';
import { senderFirstName } from '../tasks/sender-name.js';
import { latestMessage } from '../text/latest-message.js';
import { splitSentences } from '../text/sentences.js';
import type { EmailInput } from '../types.js';

export type ReplyDecision = { replyNeeded: boolean; replyReason: string };

/**
 * Tasks done where they are asked (a meeting attended, a form filled or signed, a file uploaded, a slip
 * returned, a system approval, a phone call) need no email back. A sign-off is given in words, by reply.
 */
const DONE_ELSEWHERE =
  /^(attend|join|accept or decline|approve -|sign(?! off)|review -|handle -|log|complete|fill|register|book|pay|pick|call|phone|upload|return|(?:re-?)?submit|print|drop off|enrol|enroll|bring|renew|arrange payment)\b/i;
/** A sentence that asks the owner for an answer, wherever the detector put it. */
const ASKS_ANSWER =
  /\b(let (me|us) know|please (advise|confirm|respond|reply)|get back to (me|us)|your (thoughts|comments|feedback|input|approval|answer|views)|can you|could you|would you|will you|do you|are you|did you|have you)\b/i;

/** An invitation that wants an answer ("Please let me know if you can attend"), not just a calendar entry. */
const ASKS_ATTENDANCE =
  /\b(let (me|us) know|please (confirm|advise|rsvp)|rsvp|tell (me|us))\b.{0,40}\b(if|whether)\s+you\s+(can|could|will be able to|are able to|plan to)\s+(attend|make it|join)\b/i;
/** The same asked outright: "Can you make it?", "Will you be able to join us?", "Are you coming?". */
const ASKS_ATTENDANCE_OUTRIGHT =
  /\b((can|could|will|would) you (be able to )?(make it|come|attend|join (us|me)|be there)|are you (coming|able to (come|make it|attend|join)))\b[^.!]*\?\s*$/i;

/** A reply asked for in so many words, with its day or its content: "Reply by Thursday please!", "Please respond with your choice". */
const REPLY_ASKED =
  /\b(?:please\s+)?(?:reply|respond)\s+(?:to\s+(?:this|me|us)\s+)?(?:by|before|no later than|with|today|tomorrow|asap)\b|\bplease\s+(?:reply|respond)\b(?!\s+to\s+(?:him|her|them|\p{Lu}))/iu;
/** "Prepare a draft and send it to Claire Neri": the work goes to someone else, so the sender is not written back to. */
const SENT_TO =
  /^(?:(?:[Pp]repare|[Dd]raft|[Ff]inish|[Cc]omplete|[Uu]pdate|[Rr]evise)\b[^,]*?\band\s+)?([Ss]end|[Ff]orward|[Ee]-?mail|[Dd]eliver|[Ss]ubmit|[Ff]ax|[Mm]ail|[Pp]ass\b[^.]*?\bon)\b[^.]*?\bto\s+(\p{Lu}[\p{L}'-]+|the\s+[\p{L}-]+(?:\s+[\p{L}-]+)?)/u;
const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const deliveredToOther = (title: string, sender: string | null) => {
  // "Send any commentary back to Veronica's attention" returns it to the sender's side: that is a reply.
  if (/\bback to\b/i.test(title)) return false;
  // "Send Isla a quote including delivery to Leeds": the sender is who gets it; Leeds is where the chairs go.
  if (sender && new RegExp(`^\\S+ ${escaped(sender)}\\b(?!')`, 'i').test(title)) return false;
  const to = SENT_TO.exec(title)?.[2]?.replace(/'s$/, '');
  return !!to && !!sender && to.toLowerCase() !== sender.toLowerCase();
};

/** "Fill in the numbers and send them back to Jess": what is done elsewhere still goes back by email. */
const sentBack = (title: string, sender: string | null) =>
  !!sender &&
  new RegExp(`\\band (?:send|e-?mail)\\b.*\\bback to ${escaped(sender)}\\b|\\band (?:send|e-?mail) ${escaped(sender)}\\b`, 'i').test(title);

/** "Send Ann ..." reads "send Ann ..." inside the reason; an acronym ("RSVP for ...") keeps its capitals. */
const lowerFirst = (s: string) => (/^[A-Z]{2,}\b/.test(s) ? s : s[0]!.toLowerCase() + s.slice(1));

/**
 * Whether a diligent owner would write back, and why in a few words: never
 * to a no-reply sender, a newsletter or a system; not as one of a crowd or a
 * copy unless named; yes when the sender asks the owner something that is
 * answered by email (a question, a decision, something to send).
 */
export function replyDecision(email: EmailInput, reading: EmailReading): ReplyDecision {
  const { bulk, audience, tasks } = reading;
  if (audience.fromOwner) return { replyNeeded: false, replyReason: 'Sent by you' };
  if (NO_REPLY_SENDER.test(email.fromAddress ?? '')) return { replyNeeded: false, replyReason: 'Sender does not read replies' };
  if (bulk === 'marketing') return { replyNeeded: false, replyReason: 'Newsletter or bulk mail' };
  // A booking system that takes its confirmation by reply ("Please reply C to confirm") is answered by email.
  const confirmByReply = bulk === 'automated' ? tasks.find((t) => confirmCode(t.title) !== null) : undefined;
  if (confirmByReply) return { replyNeeded: true, replyReason: `Asks you to ${lowerFirst(confirmByReply.title)}` };
  if (bulk === 'automated') return { replyNeeded: false, replyReason: 'Automated notification' };
  const body = latestMessage(email.bodyText);
  const sentences = splitSentences(body);
  const named =
    reading.askedAll ||
    sentences.some((s) => addressesOwner(s, audience) || audience.ownerNames.some((n) => askedByName(s, n))) ||
    namedQuestions(body, audience.ownerNames).length > 0;
  if (audience.role === 'cc' && !named) return { replyNeeded: false, replyReason: 'You are copied' };
  // "Which do you prefer, Italian or Thai? Reply by Thursday please!": a poll asks each member on the list for an answer.
  const replyAsked = tasks.length > 0 && sentences.some((s) => REPLY_ASKED.test(s));
  if ((audience.role === 'absent' || audience.recipients >= BROADCAST_RECIPIENTS) && !named && !replyAsked)
    return { replyNeeded: false, replyReason: 'Sent to a list' };
  // The sender is coming by or has agreed the meeting with the owner: it happens without a written answer.
  if (reading.planned) return { replyNeeded: false, replyReason: `Asks you to ${lowerFirst(tasks[0]!.title)}; nothing to answer` };
  const sender = senderFirstName(email.fromName, email.fromAddress);
  const answered = reading.readOnly
    ? []
    : tasks.filter((t) => (!DONE_ELSEWHERE.test(t.title) || sentBack(t.title, sender)) && !deliveredToOther(t.title, sender));
  if (answered.length > 0) return { replyNeeded: true, replyReason: `Asks you to ${lowerFirst(answered[0]!.title)}` };
  if (sentences.some((s) => ASKS_ATTENDANCE.test(s) || ASKS_ATTENDANCE_OUTRIGHT.test(s)))
    return { replyNeeded: true, replyReason: 'Asks whether you can attend' };
  if (reading.meeting) return { replyNeeded: false, replyReason: 'Calendar invitation' };
  // "Can you bring the folding table? Are you still coming on the 24th?": the table is brought, the question answered.
  if (reading.questionsBeside?.length) return { replyNeeded: true, replyReason: 'Asks you a question' };
  if (tasks.length > 0) return { replyNeeded: false, replyReason: `Asks you to ${lowerFirst(tasks[0]!.title)}; nothing to answer` };
  // "Bob, can you book the venue? Alex, FYI.": a question put to another recipient is theirs to answer.
  if (sentences.some((s) => /\?\s*$/.test(s) && ASKS_ANSWER.test(s) && !RHETORICAL.test(s) && notForOwner(s, audience) === null))
    return { replyNeeded: true, replyReason: 'Asks you a question' };
  return { replyNeeded: false, replyReason: 'For your information' };
}
