import { DEFAULT_TASK_STYLE, type TaskStyle } from '@triage/contracts';
import { textMeeting } from '../text/invitation.js';
import { splitSentences } from '../text/sentences.js';
import { latestMessage, POINTER_ONLY, quotedMessage, quotedSenderName } from '../text/latest-message.js';
import type { EmailInput, Priority, ProposedTask } from '../types.js';
import { addDays, calendarDay, isoDay, nextBusinessDay, safeZone } from '../util/dates.js';
import { audienceOf, type Audience } from './audience.js';
import { automatedAsk } from './automated-ask.js';
import { bulkKind, isDepartmentMail, type BulkKind } from './bulk-mail.js';
import { REPLY_TITLE, toCandidates, type Candidate } from './candidates.js';
import { sameDomain } from './colleague.js';
import { explicitDue, type DueMention } from './due-date.js';
import { dayOfTime, emailDue } from './email-due.js';
import { introducedPerson } from './introduction.js';
import { meetingTitle, proposedTimeTitle } from './meeting-task.js';
import { circulatedForComments, IMPLICIT_CONFIDENCE, inACrowd, personalAsks, SMALL_LIST } from './personal-asks.js';
import { proseMeeting } from './prose-meeting.js';
import { requiredInstructions } from './required-instruction.js';
import { resentToOwner } from './resent-to-owner.js';
import { reviewAsk } from './review-ask.js';
import { senderFirstName, signedFirstName } from './sender-name.js';
import { taskDescription, taskTitle, type EmailVars } from './task-text.js';
import { PERSON_PRONOUN, withTopic } from './title-tidy.js';
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

/** Asks to be at an event ("Join ... for Our Carbo Load Dinner"), dated by the event's day. */
const EVENT_ASK = /^(join|attend|come)\b/i;
/** Titles about the meeting itself rather than work for it. */
/** Outlook's "@Alex Morgan can you review it?" addresses Alex as "Alex, can you ..." does. */
const atMentionsNamed = (text: string) => text.replace(/@(\p{Lu}\p{Ll}+)(?:\s+\p{Lu}[\p{Ll}'-]+)?(?=\s+\p{Ll})/gu, '$1,');
/** A forwarded complaint's "starts before 7am" is a time of day, not the deadline handed on. */
const dayOnly = (due: DueMention | null) => (due && !due.timeOnly ? due : null);
const HANDLE_IT = /^(handle|deal with|take care of|take on|sort out|look into|follow up on|respond to|action)\b/i;
/** "Can you join us?" reads "Join Kim" once the sender is named. */
const ABOUT_ATTENDING = /\b(attend|calendars?|join us)\b|^join \p{Lu}\p{Ll}+$/iu;
export type EmailReading = {
  bulk: BulkKind | null;
  audience: Audience;
  tasks: ProposedTask[];
  meeting: boolean;
  readOnly?: boolean;
  askedAll?: boolean;
  /** Every task is a meeting the sender has already set up with the owner ("Kay and I will get together later today"). */
  planned?: boolean;
  /** Questions the email asks beside its tasks, which no task names: they are answered in the reply. */
  questionsBeside?: string[];
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
  const latest = latestMessage(email.bodyText);
  // "See below." over a forward says no more than a bare forward.
  const body = atMentionsNamed(
    (POINTER_ONLY.test(latest) ? '' : latest) || resentToOwner(email, audience, opts.ownerAddresses, opts.ownerName ?? null) || latest,
  );
  const subject = (email.subject ?? '').replace(SUBJECT_PREFIX, '').trim();
  const meeting = email.meeting !== undefined ? email.meeting : textMeeting(email.subject, body, email.receivedAt);
  // A person writing from a shared mailbox is named by their sign-off.
  const first = senderFirstName(email.fromName, email.fromAddress) ?? (bulk ? null : signedFirstName(email.bodyText));
  const received = calendarDay(email.receivedAt, zone);
  const dueOf = (sentence: string) => explicitDue(sentence, email.receivedAt, zone);
  const empty = { bulk, audience, tasks: [], meeting: !!meeting };
  // What the owner asked of others in mail they sent is theirs to wait for, not to do; a note to self is read.
  if (audience.fromOwner && audience.role !== 'to') return empty;
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
  const proposed = proposedTimeTitle(subject, first ?? 'the invitee');
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
  } else if (bulk === 'automated') candidates = automatedAsk(subject, body, email.fromName ?? null, dueOf);
  else if (proposed)
    candidates = [
      { sentence: subject, probability: MEETING_CONFIDENCE, index: 0, action: { kind: 'do', text: proposed }, title: proposed },
    ];
  else {
    // The organisation's instructions to its staff: a colleague's mail to a list or a crowd the owner is on, not a copy.
    const staffMail = audience.role !== 'cc' && sameDomain(email.fromAddress, opts.ownerAddresses);
    candidates = toCandidates(personalAsks(body, subject, audience, first ?? 'the sender', staffMail, dueOf), first, subject, dueOf);
  }
  // A meeting announced in prose ("you are scheduled to interview ... Thursday"): attending it is the task,
  // and "Let me know if you can attend" or "Please mark your calendars" says no more than that.
  // A colleague's note to the team's short list counts; an outside body mailing its list announces to all its members.
  const spokenTo =
    audience.role === 'to' ||
    audience.role === 'unknown' ||
    (audience.role === 'absent' && audience.recipients > 0 && audience.recipients <= SMALL_LIST && colleague);
  const prose = !meetingDay && bulk !== 'automated' && spokenTo ? proseMeeting(subject, body, email.receivedAt, zone) : null;
  // "You're booked on the training next Tuesday. Please bring your ID badge.": what to bring stays beside attending.
  const deeds = candidates.filter((c) => !(REPLY_TITLE.test(c.title) || ABOUT_ATTENDING.test(c.title)));
  if (prose && (deeds.length === 0 || prose.named)) {
    meetingDay = prose.day;
    const title = meetingTitle(prose.named ?? subject, meetingDay, received, body);
    const attend = {
      sentence: prose.sentence,
      probability: MEETING_CONFIDENCE,
      index: 0,
      action: { kind: 'do', text: title },
      title,
    } as const;
    candidates = [attend, ...deeds];
  }
  // A document sent for review: "Reply to Richard about the deal" or "Look at this" says less than "Review the GTC deal details".
  const vague = candidates.length === 1 && REPLY_TITLE.test(candidates[0]!.title);
  const circulated = () => inACrowd(audience) && circulatedForComments(body, audience);
  if ((candidates.length === 0 || vague) && !bulk && (!inACrowd(audience) || circulated())) {
    const review = reviewAsk(body, first ?? 'the sender');
    // Counsel circulating a revised draft to a working group, asking nothing, distributes it; sent to
    // the owner alone or with one other, the draft is theirs to review.
    // A report sent to a list the owner is on ("Please find attached the weekly sales report") is there to read.
    const wanted = audience.role === 'absent' ? review?.cued : review?.asked || audience.recipients <= SMALL_LIST;
    if (review && wanted) {
      askedAll = inACrowd(audience);
      const title = `${withTopic(review.title, subject)}${review.purpose ? ` and ${review.purpose}` : ''}`;
      candidates = [{ sentence: review.sentence, probability: REVIEW_CONFIDENCE, index: -1, action: { kind: 'do', text: title }, title }];
      readOnly = !review.comments;
    }
  }
  // "Alex, meet Paul - he runs procurement at Globex" reads as an imperative; it asks for a contact, and an answer.
  const introduction = !bulk && candidates.every((c) => /^meet \p{Lu}\p{Ll}+$/iu.test(c.title));
  const introduced = introduction ? introducedPerson(email, audience, body) : null;
  if (introduced) {
    const title = `Connect with ${introduced.name}`;
    candidates = [
      { sentence: introduced.sentence, probability: IMPLICIT_CONFIDENCE, index: -1, action: { kind: 'do', text: title }, title },
    ];
  }
  if (candidates.length === 0) return empty;
  candidates = personInForward(candidates, email, audience);
  const style = opts.style ?? DEFAULT_TASK_STYLE;
  const ruleDue = opts.ruleDue ? explicitDue(opts.ruleDue, email.receivedAt, zone) : null;
  const fallbackDue =
    style.dueParser === 'fallback_next_business_day'
      ? nextBusinessDay(received)
      : addDays(calendarDay(opts.now ?? email.receivedAt, zone), DEFAULT_DUE_DAYS);
  const vars = emailVars(email, body, opts.projectName ?? null, zone);
  const tasks = candidates.map((c) => {
    const stated = meetingDay ? null : (dueOf(c.sentence) ?? (c.lead ? dueOf(c.lead) : null));
    const own = stated?.timeOnly ? (dayOfTime(subject, body, email.receivedAt, zone, c.index) ?? stated) : stated;
    // A deadline stated elsewhere ("We need comments by Friday") when the request's own sentence names none.
    const due =
      own ??
      (meetingDay ? null : emailDue(subject, body, email.receivedAt, zone, c.index, candidates.length === 1, EVENT_ASK.test(c.title))) ??
      // "Can you handle this one?" over a forwarded request: the request's own deadline.
      (HANDLE_IT.test(c.title) ? dayOnly(emailDue('', quotedMessage(email.bodyText), email.receivedAt, zone)) : null);
    // "Would you be interested in presenting? No pressure if you're busy.": the sentence after can make it optional
    // (only lower: its own urgency words belong to whatever it asks).
    const asked = detectUrgency(c.sentence, subject);
    const after = c.index >= 0 ? (splitSentences(body)[c.index + 1] ?? '') : '';
    const words = asked === 'normal' && detectUrgency(after) === 'low' ? 'low' : asked;
    // "Please call me ASAP" names no day, but a week from now is not when it is wanted: the day it came.
    const dueDay = meetingDay ?? due?.day ?? ruleDue?.day ?? (words === 'critical' ? received : fallbackDue);
    const fromEmail = meetingDay !== null || due !== null;
    const urgency = dueUrgency(words, fromEmail ? dueDay : null, received);
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
  const questionsBeside = candidates.flatMap((c) => c.questionsBeside ?? []);
  return { bulk, audience, tasks, meeting: !!meeting, readOnly, askedAll, planned, questionsBeside };
}

/**
 * "Can you take this one? Please call them today." over a forwarded complaint: whom to call is who wrote
 * it, unless that is the owner or the forwarder (then the pronoun means someone else, and stays).
 */
function personInForward(candidates: Candidate[], email: EmailInput, audience: Audience): Candidate[] {
  if (!candidates.some((c) => PERSON_PRONOUN.test(c.title))) return candidates;
  const name = quotedSenderName(email.bodyText);
  const first = name?.split(/\s+/)[0]!.toLowerCase();
  if (!name || audience.ownerNames.includes(first!) || name.toLowerCase() === email.fromName?.trim().toLowerCase()) return candidates;
  return candidates.map((c) => (PERSON_PRONOUN.test(c.title) ? { ...c, title: c.title.replace(/\b(them|him|her)\b/i, name) } : c));
}

export function extractTasks(email: EmailInput, opts: ExtractOptions = {}): ProposedTask[] {
  return readEmail(email, opts).tasks;
}
