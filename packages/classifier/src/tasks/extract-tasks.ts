import { DEFAULT_TASK_STYLE, type TaskStyle } from '@triage/contracts';
import { textMeeting } from '../text/invitation.js';
import { forwardedMessage, latestMessage } from '../text/latest-message.js';
import { splitSentences } from '../text/sentences.js';
import type { EmailInput, Priority, ProposedTask } from '../types.js';
import { addDays, calendarDay, isoDay, nextBusinessDay, safeZone } from '../util/dates.js';
import { toAction, type Action } from './action.js';
import { audienceOf, BROADCAST_RECIPIENTS, type Audience } from './audience.js';
import { bulkKind, isDepartmentMail, type BulkKind } from './bulk-mail.js';
import { explicitDue, type DueMention } from './due-date.js';
import { emailDue } from './email-due.js';
import { meetingTitle } from './meeting-task.js';
import { appointmentTitle, invoiceAsk, notificationAsk, pickupTitle, replyToConfirm } from './notification-ask.js';
import { proseMeeting } from './prose-meeting.js';
import { addressesOwner, notForOwner } from './owner-filter.js';
import { detectRequests, type DetectedRequest } from './request-detector.js';
import { implicitAsks, needList, ownerObligations } from './implicit-ask.js';
import { dueStatements } from './due-statement.js';
import { jointPlans } from './joint-plan.js';
import { namedQuestions } from './named-question.js';
import { requiredInstructions } from './required-instruction.js';
import { reviewAsk } from './review-ask.js';
import { senderFirstName } from './sender-name.js';
import { actionTitle, taskDescription, taskTitle, type EmailVars } from './task-text.js';
import { subjectTopic, withTopic } from './title-tidy.js';
import { detectUrgency, dueUrgency, taskPriority } from './urgency.js';

export type ExtractOptions = {
  style?: TaskStyle;
  projectName?: string | null;
  /** From the tagging rule that decided the project: a priority floor and a default due ("in 3 days"). */
  rulePriority?: Priority | null;
  ruleDue?: string | null;
  timeZone?: string;
  /** Creation time for the default due date (docs/behaviour.md, Constants and limits: 7 days from creation); defaults to receivedAt. */
  now?: Date;
  /** The owner's addresses and name: only what is asked of the owner becomes a task. */
  ownerAddresses?: string[];
  ownerName?: string | null;
};

const DEFAULT_DUE_DAYS = 7;
/** One task per thing to do: more than this in one email is a list the owner works through as one. */
export const MAX_TASKS = 3;
/** This many questions are answered as one task ("Answer Sofia's questions about the sidewalk sign"). */
const QUESTIONNAIRE = 2;
/** A notification's subject asks in a fixed form ("waiting for your approval"), so its task is fairly sure. */
const NOTIFICATION_ASK_CONFIDENCE = 0.8;
const MEETING_CONFIDENCE = 0.75;
const REVIEW_CONFIDENCE = 0.7;
const SUBJECT_PREFIX = /^\s*((re|fw|fwd|aw|wg|tr)\s*(\[\d+\])?\s*:\s*)+/i;

function emailVars(email: EmailInput, body: string, projectName: string | null, zone: string): EmailVars {
  return {
    sender: email.fromName?.trim() || email.fromAddress?.trim() || 'Unknown Sender',
    subject: email.subject?.trim() || '(no subject)',
    project: projectName ?? '',
    date: isoDay(calendarDay(email.receivedAt, zone)),
    body,
  };
}

/** Whether the email reaches the owner as one of a crowd (a list, a bcc, a copy, an announcement). */
const inACrowd = (audience: Audience) =>
  audience.role === 'cc' || (audience.role === 'absent' && audience.recipients > SMALL_LIST) || audience.recipients >= BROADCAST_RECIPIENTS;
/**
 * Mail to a team's short list or to an alias the owner was not known by
 * ("shift.dl-portland@", "dan.j.hyvl@") is still written to the few people on it.
 */
const SMALL_LIST = 3;

/**
 * A person's mail: the requests of the body (else of a subject that itself
 * asks) that are the owner's: not addressed to another recipient, not the
 * sender's own next step, and, when the owner is one of a crowd, only those
 * that name the owner.
 */
function personalAsks(
  body: string,
  subject: string,
  audience: Audience,
  who: string,
  staffMail: boolean,
  due: (s: string) => DueMention | null,
): Ask[] {
  const found = detectRequests(body);
  const requests: Ask[] =
    found.length === 0 && SUBJECT_ASKS.test(subject) ? detectRequests(subject).map((r) => ({ ...r, index: -1 })) : found;
  const crowd = inACrowd(audience) && !(audience.role === 'cc' && COPIED_IN.test(body));
  const listed = crowd ? [] : needList(body, who);
  if (listed.length > 0) {
    // "Could you get these to me by end of day tomorrow?" asks for the listed items, each already a task.
    requests.push(
      ...listed.map((a) => ({ sentence: a.sentence, index: a.index, probability: IMPLICIT_CONFIDENCE, title: a.title ?? undefined })),
    );
  }
  if (!crowd) {
    const seen = new Set(requests.map((r) => r.sentence));
    for (const ask of implicitAsks(body, subject, who)) {
      if (!seen.has(ask.sentence))
        requests.push({ sentence: ask.sentence, index: ask.index, probability: IMPLICIT_CONFIDENCE, title: ask.title ?? undefined });
    }
  }
  const listItem = new Set(listed.map((a) => a.sentence));
  const kept = requests.filter(
    (r) =>
      notForOwner(r.sentence, audience) === null &&
      (!crowd || addressesOwner(r.sentence, audience)) &&
      (listed.length === 0 || listItem.has(r.sentence) || !LIST_POINTER.test(r.sentence)),
  );
  if (!crowd || staffMail) {
    // A deadline stated to all who owe the thing binds each of them, like an instruction to all staff.
    const seen = new Set(kept.map((r) => r.index));
    const instructions = crowd ? requiredInstructions(body, due).map((r) => ({ ...r, title: null })) : [];
    for (const r of [...instructions, ...dueStatements(body, who, due)]) {
      if (!seen.has(r.index) && seen.add(r.index))
        kept.push({ sentence: r.sentence, index: r.index, probability: IMPLICIT_CONFIDENCE, title: r.title ?? undefined });
    }
  }
  const sentences = splitSentences(body);
  for (const r of kept) r.sentence = withPerson(withAddressee(r, sentences), sentences[r.index - 1]);
  const seen = new Set(kept.map((r) => r.sentence));
  for (const step of [...ownerObligations(body, audience.ownerNames), ...namedQuestions(body, audience.ownerNames)]) {
    if (!seen.has(step.sentence))
      kept.push({ sentence: step.sentence, index: step.index, probability: IMPLICIT_CONFIDENCE, title: step.title ?? undefined });
  }
  for (const plan of jointPlans(body, audience.ownerNames, who, !crowd && audience.role === 'to')) {
    if (!seen.has(plan.sentence))
      kept.push({
        sentence: plan.sentence,
        index: plan.index,
        probability: IMPLICIT_CONFIDENCE,
        title: plan.title ?? undefined,
        planned: true,
      });
  }
  return kept;
}

/**
 * A draft circulated to a deal team or a working list with "Provide me any comments ASAP" asks every
 * member on the To line or the list for comments, not only those it names; a copied owner is not asked.
 */
const COMMENTS_ASKED = /\b(comments?|feedback|input|thoughts|mark-?ups?)\b/i;
const circulatedForComments = (body: string, audience: Audience) =>
  audience.role !== 'cc' && detectRequests(body).some((r) => COMMENTS_ASKED.test(r.sentence) && notForOwner(r.sentence, audience) === null);

/**
 * A bare forward is read as its message when that message was written to the owner: one first sent to
 * the owner too (a sender re-sending their own mail, "FW: Assignment of transaction no. 1"), or one a
 * colleague sends on to the owner alone without a word (a manager handing on a client's questions).
 */
function resentToOwner(email: EmailInput, audience: Audience, owners: readonly string[] | undefined, ownerName: string | null): string {
  const forwarded = audience.role === 'to' ? forwardedMessage(email.bodyText) : null;
  if (!forwarded) return '';
  const first = audienceOf({ ...email, to: forwarded.recipients.map((address) => ({ name: null, address })), cc: [] }, owners, ownerName);
  const handedOn = audience.recipients === 1 && sameDomain(email.fromAddress, owners);
  return first.role === 'to' || handedOn ? forwarded.body : '';
}

/**
 * "Please send a draft to:" then an address block: the first line of the block names who gets it
 * ("Mr. Steve Shortino"), so the task says "Send a draft to Steve Shortino".
 */
const TO_COLON = /\bto:\s*$/i;
const ADDRESSEE = /^(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}\.?)?(?:\s+\p{Lu}[\p{L}'-]+){1,2})$/u;
function withAddressee(request: Ask, sentences: readonly string[]): string {
  if (!TO_COLON.test(request.sentence) || request.index < 0) return request.sentence;
  const name = ADDRESSEE.exec(sentences[request.index + 1]?.trim() ?? '');
  return name ? request.sentence.replace(TO_COLON, `to ${name[1]}.`) : request.sentence;
}

/**
 * "Garrett Trip from our Ontario office is coming down Monday. Let's meet with him to discuss Lennox.":
 * the person the sentence before opened with is who "him" or "her" is, and the task names them.
 */
const INTRODUCED = /^(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\.)?\s+\p{Lu}[\p{Ll}'-]+)(?=\s+(?:from|of|at|is|was|will|has|and)\b|,)/u;
const PRONOUN_OBJECT = /\b(with|to|for|call|meet|tell|ask|email|e-mail|contact|thank|introduce yourself to)\s+(him|her)\b/i;
function withPerson(sentence: string, before: string | undefined): string {
  const person = before ? INTRODUCED.exec(before) : null;
  return person && PRONOUN_OBJECT.test(sentence) ? sentence.replace(PRONOUN_OBJECT, `$1 ${person[1]}`) : sentence;
}

/** A request that points back at a list ("get these to me", "if any of these will be late"). */
const LIST_POINTER = /\b(these|them|those|the above|the items)\b/i;
/** A request and, for one read from a statement ("We need approval by Thursday"), its title. */
type Ask = DetectedRequest & { title?: string; planned?: boolean };
const IMPLICIT_CONFIDENCE = 0.6;

/** A subject asks only in so many words ("Please review the draft", "Can you sign?"); "Update on ..." is a topic. */
const SUBJECT_ASKS = /\b(please|pls|can you|could you|would you|need your|action required)\b|\?\s*$/i;
/** "Copying you in for items 8 and 11": the copied owner is the one asked. */
const COPIED_IN = /\b(copying|cc'?ing|copied|cc'?d|adding|looping)\s+(you|in)\b/i;
/** A request that is a verb and its date ("Confirm by Thursday") finishes the one before it. */
const LONE_VERB = /^\S+$/;

type Candidate = { sentence: string; probability: number; index: number; action: Action; title: string; planned?: boolean };

/**
 * One task per thing to do, in the order written: statements the model took
 * for requests ("It may be worth a call") are no task; several questions
 * become one task to answer them; at most MAX_TASKS.
 */
const domainOf = (address: string | null | undefined) => address?.split('@')[1]?.trim().toLowerCase() ?? '';
const sameDomain = (sender: string | null | undefined, owners: readonly string[] | undefined) =>
  !!domainOf(sender) && (owners ?? []).some((o) => domainOf(o) === domainOf(sender));
/** Asks to be at an event ("Join ... for Our Carbo Load Dinner"), dated by the event's day. */
const EVENT_ASK = /^(join|attend|come)\b/i;
/** Titles about the meeting itself rather than work for it. */
const ABOUT_ATTENDING = /\b(attend|calendars?|join us)\b/i;
/** A deed that is only a way of answering ("Call and let Bruce know"), with nothing of its own to do. */
const BARE_REPLY = /^((call|phone|e-?mail|write|ring)( \S+)? and )?(let \S+ know|reply to \S+|get back to \S+)$/i;
/** When or whether the owner can meet: a meeting to arrange, not only an answer. */
const MEETING_ASKED = /\b(when|whether|if) you (can|could|are free to|are available to) (meet|get together|sit down|talk|discuss)\b/i;
const IF_SO = /^(if so|if yes|if you are|if you do)\b/i;
/** Titles that ask for an answer rather than a deed. */
const REPLY_TITLE = /^(tell|reply|respond|answer|send \S+ an? (answer|reply|response))\b/i;

function toCandidates(requests: Ask[], first: string | null, subject: string, due: (s: string) => DueMention | null): Candidate[] {
  const who = first ?? 'the sender';
  const ordered = [...requests].sort((a, b) => a.index - b.index);
  const out: Candidate[] = [];
  for (const r of ordered) {
    if (r.title) {
      out.push({ ...r, action: { kind: 'do', text: r.title }, title: r.title });
      continue;
    }
    const action = toAction(r.sentence, due(r.sentence)?.text ?? null);
    if (action.kind === 'follow_up') continue;
    if (out.length > 0 && LONE_VERB.test(action.text.replace(/\s*\b(by|before|on|until)\b.*$/i, '').trim())) continue;
    const asked = out.at(-1);
    // "Are you red-lining the Master Kim sent over?  If so, can you forward me a copy?": the deed hangs on the answer, one task.
    if (action.kind === 'do' && IF_SO.test(r.sentence) && asked?.action.kind === 'answer' && r.index - asked.index <= 2) {
      const deed = actionTitle(action, first);
      out[out.length - 1] = { ...asked, action, title: `${asked.title} and, if so, ${deed[0]!.toLowerCase()}${deed.slice(1)}` };
      continue;
    }
    out.push({ ...r, action, title: actionTitle(action, first) });
  }
  // Questions are answered in one reply: one task for all of them, none when the email also asks for
  // something to be done (the reply that reports it answers them too).
  // "Let me know when you can meet today to discuss the MOU" asks for a meeting, a thing to do of its own.
  const questions = out.filter((c) => (c.action.kind === 'answer' || REPLY_TITLE.test(c.title)) && !MEETING_ASKED.test(c.title));
  // "What do I need to do to get set up? ... please call and let me know": the call is how to answer the question.
  const deeds = out.filter((c) => !questions.includes(c) && !(BARE_REPLY.test(c.title) && questions.length > 0));
  let kept = deeds;
  if (deeds.length === 0 && questions.length >= QUESTIONNAIRE) {
    // Without a subject to name them by, the first question says what they are about.
    const topic = subjectTopic(subject);
    const title = topic ? `Answer ${who}'s questions about ${topic}` : questions[0]!.title;
    kept = [{ ...questions[0]!, title, probability: Math.max(...questions.map((q) => q.probability)) }];
  } else if (deeds.length === 0) kept = questions;
  const seen = new Set<string>();
  return withCopies(kept)
    .map((c) => ({ ...c, title: withTopic(c.title, subject) }))
    .filter((c) => !seen.has(c.title.toLowerCase()) && seen.add(c.title.toLowerCase()))
    .slice(0, MAX_TASKS);
}

/**
 * "Please send a draft to Steve Shortino. Please email a copy to me and to Kim Ward.": who is copied is part
 * of sending, one deed ("Send a draft to Steve Shortino, copying Jason and Kim Ward").
 */
const COPY_ASK =
  /^(?:(?:e-?mail|send|forward)\s+(?:a\s+)?cop(?:y|ies)(?:\s+of\s+(?:it|this|that|them))?\s+to|cc|copy)\s+(.+?)(?:\s+on\s+(?:it|this|that|them))?$/i;
const SENDS = /^(send|e-?mail|forward|return|submit|provide|deliver|fax|mail)\b/i;
function withCopies(candidates: Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const c of candidates) {
    const copy = COPY_ASK.exec(c.title);
    const sending = out.at(-1);
    if (copy && sending && SENDS.test(sending.title) && !/\bcopying\b/.test(sending.title)) {
      out[out.length - 1] = { ...sending, title: `${sending.title}, copying ${copy[1]!.replace(/\band to\b/gi, 'and')}` };
    } else out.push(c);
  }
  return out;
}

/** Automated mail: only what its subject asks for ("Approval required: ..."); its body is boilerplate. */
function automatedAsk(subject: string, body: string, fromName: string | null): Candidate[] {
  const appointment = appointmentTitle(subject);
  // The subject is the sentence, so the day it names ("Tuesday at 3:30 PM") dates the task.
  if (appointment) {
    const attend: Candidate = {
      sentence: subject,
      probability: NOTIFICATION_ASK_CONFIDENCE,
      index: 0,
      action: { kind: 'do', text: appointment },
      title: appointment,
    };
    // "Please reply C to confirm": confirming is a second thing to do, done by replying, by the appointment's day.
    const code = replyToConfirm(body);
    const confirm = `${appointment.replace(/^Attend\b/, 'Confirm')} (reply ${code})`;
    return code ? [{ ...attend, action: { kind: 'answer', text: confirm }, title: confirm }, attend] : [attend];
  }
  const sentence = notificationAsk(subject) ?? invoiceAsk(subject, body) ?? pickupTitle(subject, body, fromName);
  return sentence
    ? [{ sentence, probability: NOTIFICATION_ASK_CONFIDENCE, index: 0, action: { kind: 'do', text: sentence }, title: sentence }]
    : [];
}

export type EmailReading = {
  bulk: BulkKind | null;
  audience: Audience;
  tasks: ProposedTask[];
  meeting: boolean;
  readOnly?: boolean;
  askedAll?: boolean;
  /** Every task is a meeting the sender has already set up with the owner ("Kay and I will get together later today"). */
  planned?: boolean;
};

/**
 * Proposed tasks: one per thing the email asks its owner to do. Newsletters
 * and marketing get none; automated notifications only the request their
 * subject makes; an invitation one "Attend ..." task due its day.
 */
export function readEmail(email: EmailInput, opts: ExtractOptions = {}): EmailReading {
  const bulk = bulkKind(email);
  const audience = audienceOf(email, opts.ownerAddresses, opts.ownerName ?? null);
  const zone = safeZone(opts.timeZone);
  const body = latestMessage(email.bodyText) || resentToOwner(email, audience, opts.ownerAddresses, opts.ownerName ?? null);
  const subject = (email.subject ?? '').replace(SUBJECT_PREFIX, '').trim();
  const meeting = email.meeting !== undefined ? email.meeting : textMeeting(email.subject, body, email.receivedAt);
  const first = senderFirstName(email.fromName, email.fromAddress);
  const received = calendarDay(email.receivedAt, zone);
  const dueOf = (sentence: string) => explicitDue(sentence, email.receivedAt, zone);
  const empty = { bulk, audience, tasks: [], meeting: !!meeting };
  const colleague = sameDomain(email.fromAddress, opts.ownerAddresses);
  // A department of the owner's own organisation ("UBSW Energy Global Infrastructure") still instructs its staff.
  const required =
    bulk === 'marketing' && colleague && audience.role !== 'cc' && isDepartmentMail(email) ? requiredInstructions(body, dueOf) : [];
  if (bulk === 'marketing' && required.length === 0) return empty;
  let candidates: Candidate[];
  let meetingDay: Date | null = null;
  // A document sent to read, with no comments asked for: a task, but nothing to write back.
  let readOnly = false;
  // A draft circulated to a team for comments asks each member, so each one answers.
  let askedAll = false;
  // An invitation is the owner's to attend when it was sent to them, however many others it went to.
  if (required.length > 0)
    candidates = toCandidates(
      required.map((r) => ({ ...r, probability: IMPLICIT_CONFIDENCE })),
      first,
      subject,
      dueOf,
    );
  else if (meeting && (audience.role === 'to' || audience.role === 'unknown')) {
    meetingDay = meeting.start ? calendarDay(meeting.start, zone) : null;
    const title = meetingTitle(meeting.subject ?? subject, meetingDay, received);
    candidates = [{ sentence: title, probability: MEETING_CONFIDENCE, index: 0, action: { kind: 'do', text: title }, title }];
  } else if (bulk === 'automated') candidates = automatedAsk(subject, body, email.fromName ?? null);
  else {
    // The organisation's instructions to its staff: a colleague's mail to a list or a crowd the owner is on, not a copy.
    const staffMail = audience.role !== 'cc' && sameDomain(email.fromAddress, opts.ownerAddresses);
    candidates = toCandidates(personalAsks(body, subject, audience, first ?? 'the sender', staffMail, dueOf), first, subject, dueOf);
  }
  // A meeting announced in prose ("you are scheduled to interview ... Thursday"): attending it is the task,
  // and "Let me know if you can attend" or "Please mark your calendars" says no more than that.
  // A colleague's note to the team's short list counts; an outside body mailing its list announces to all its members.
  const spokenTo =
    audience.role === 'to' || audience.role === 'unknown' || (audience.role === 'absent' && audience.recipients <= SMALL_LIST && colleague);
  if (
    !meetingDay &&
    bulk !== 'automated' &&
    spokenTo &&
    candidates.every((c) => REPLY_TITLE.test(c.title) || ABOUT_ATTENDING.test(c.title))
  ) {
    const prose = proseMeeting(subject, body, email.receivedAt, zone);
    if (prose) {
      meetingDay = prose.day;
      const title = meetingTitle(subject, meetingDay, received, body);
      candidates = [{ sentence: prose.sentence, probability: MEETING_CONFIDENCE, index: 0, action: { kind: 'do', text: title }, title }];
    }
  }
  // A document sent for review: "Reply to Richard about the deal" or "Look at this" says less than "Review the GTC deal details".
  const vague = candidates.length === 1 && REPLY_TITLE.test(candidates[0]!.title);
  const circulated = () => inACrowd(audience) && circulatedForComments(body, audience);
  if ((candidates.length === 0 || vague) && !bulk && (!inACrowd(audience) || circulated())) {
    const review = reviewAsk(body, first ?? 'the sender');
    // Counsel circulating a revised draft to a working group, asking nothing, distributes it; sent to
    // the owner alone or with one other, the draft is theirs to review.
    if (review && (review.asked || audience.recipients <= SMALL_LIST)) {
      askedAll = inACrowd(audience);
      const title = `${withTopic(review.title, subject)}${review.purpose ? ` and ${review.purpose}` : ''}`;
      candidates = [{ sentence: review.sentence, probability: REVIEW_CONFIDENCE, index: -1, action: { kind: 'do', text: title }, title }];
      readOnly = !review.comments;
    }
  }
  if (candidates.length === 0) return empty;
  const style = opts.style ?? DEFAULT_TASK_STYLE;
  const ruleDue = opts.ruleDue ? explicitDue(opts.ruleDue, email.receivedAt, zone) : null;
  const fallbackDue =
    style.dueParser === 'fallback_next_business_day'
      ? nextBusinessDay(received)
      : addDays(calendarDay(opts.now ?? email.receivedAt, zone), DEFAULT_DUE_DAYS);
  const vars = emailVars(email, body, opts.projectName ?? null, zone);
  const tasks = candidates.map((c) => {
    const own = meetingDay ? null : dueOf(c.sentence);
    // A deadline stated elsewhere ("We need comments by Friday") when the request's own sentence names none.
    const due =
      own ??
      (meetingDay ? null : emailDue(subject, body, email.receivedAt, zone, c.index, candidates.length === 1, EVENT_ASK.test(c.title)));
    const dueDay = meetingDay ?? due?.day ?? ruleDue?.day ?? fallbackDue;
    const fromEmail = meetingDay !== null || due !== null;
    const urgency = dueUrgency(detectUrgency(c.sentence, subject), fromEmail ? dueDay : null, received);
    const dueNote = `${isoDay(dueDay)} (${fromEmail ? (due ? `"${due.text}" in the email` : 'the meeting day') : ruleDue ? 'from the tagging rule' : 'no date in the email'})`;
    const who = first ?? 'the sender';
    const nextStep = c.action.kind === 'do' ? `Let ${who} know when it is done` : `Reply to ${who}`;
    return {
      title: taskTitle(style, vars, c.title),
      description: taskDescription(style, vars, {
        action: c.title,
        sentence: c.sentence,
        dueNote,
        urgency,
        nextStep,
        dueDay: fromEmail ? dueDay : null,
      }),
      priority: taskPriority(urgency, style, opts.rulePriority ?? null),
      dueDate: isoDay(dueDay),
      dueSource: fromEmail ? 'email' : ruleDue ? 'rule' : 'default',
      confidence: Math.round(c.probability * 100) / 100,
      sentence: c.sentence,
    } satisfies ProposedTask;
  });
  const planned = candidates.every((c) => c.planned);
  return { bulk, audience, tasks, meeting: !!meeting, readOnly, askedAll, planned };
}

export function extractTasks(email: EmailInput, opts: ExtractOptions = {}): ProposedTask[] {
  return readEmail(email, opts).tasks;
}
