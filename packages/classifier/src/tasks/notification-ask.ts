import { startsWithImperative } from './imperative-verbs.js';

/**
 * What an automated notification asks of its reader, read from its subject:
 * approval and signature requests, review requests, "Action required: ...".
 * Returns a sentence in the imperative for the task ("Approve - 3 expense
 * reports are waiting for your approval"), or null when the subject asks nothing.
 */
const ASKS: [RegExp, string][] = [
  [
    /\b(waiting for|awaiting|pending|requires?|needs?)\s+your\s+approval\b|\bapprovals?\s+(required|needed|requested|pending)\b/i,
    'Approve',
  ],
  [
    /\b(waiting for|awaiting|pending|requires?|needs?)\s+your\s+signature\b|\bsignature\s+(required|needed|requested)\b|^\s*please\s+sign\b/i,
    'Sign',
  ],
  [
    /\b(waiting for|awaiting|requires?|needs?)\s+your\s+review\b|\breview\s+(required|needed|requested)\b|\brequested\s+your\s+review\b/i,
    'Review',
  ],
  [/\b(response|reply)\s+(required|needed|requested)\b/i, 'Respond'],
];
const ACTION_REQUIRED = /^\s*\[?(action|attention)\s+(required|needed)\]?\s*[:\-–]\s*/i;

export function notificationAsk(subject: string): string | null {
  const topic = subject.trim();
  if (!topic) return null;
  const action = ACTION_REQUIRED.exec(topic);
  if (action) {
    const rest = topic.slice(action[0].length).trim();
    if (!rest) return null;
    return startsWithImperative(rest) ? `${rest[0]!.toUpperCase()}${rest.slice(1)}` : `Handle - ${rest}`;
  }
  // "Approval requested: Travel request - Jordan Blake" names what waits after the colon.
  const prefixed = ASK_PREFIX.exec(topic);
  if (prefixed) {
    const rest = prefixed[2]!.trim();
    const request = NAMED_REQUEST.exec(rest);
    return `${VERB_FOR[prefixed[1]!.toLowerCase()]} ${request ? `the ${request[1]!.toLowerCase()}: ${request[2]}` : rest}`;
  }
  // "Jordan Blake wants to access 'Q4 Budget.xlsx'": a sharing system's access request, granted or not by the owner.
  const access = ACCESS_REQUEST.exec(topic);
  if (access) return `Approve or decline ${access[1]}'s access to ${access[2]}`;
  // "Please DocuSign: Contoso_NDA.pdf" is "Sign Contoso_NDA.pdf".
  const esign = /^please\s+(?:docu)?sign\s*:\s*(.+)$/i.exec(topic);
  if (esign) return `Sign ${esign[1]}`;
  // "Report awaiting approval: November travel ($1,240)" names what waits after the colon.
  const named = NAMED_WAITING.exec(topic);
  if (named) return `${VERB_FOR[named[2]!.toLowerCase()]} the ${named[1]!.toLowerCase()}: ${named[3]}`;
  // "[JIRA] (OPS-221) Update firewall rules assigned to you": the work item is the task.
  const assigned = ASSIGNED.exec(topic);
  if (assigned) {
    const what = `${assigned.groups!.what}${assigned.groups!.key ? ` (${assigned.groups!.key})` : ''}`;
    return startsWithImperative(what) ? what : `Handle - ${what}`;
  }
  // "[acme/api] Review requested on #1287: Add rate limiting": the change to review, in its repository.
  const review = REVIEW_ON.exec(topic);
  if (review) return `Review ${review.groups!.repo ? `${review.groups!.repo} ` : ''}${review.groups!.what}`;
  // "3 expense reports are waiting for your approval" is "Approve 3 expense reports".
  const waiting = WAITING.exec(topic);
  if (waiting) return `${VERB_FOR[waiting[2]!.toLowerCase()]} ${waiting[1]}`;
  const ask = ASKS.find(([re]) => re.test(topic));
  return ask ? `${ask[1]} - ${topic}` : null;
}

const WAITING = /^(.+?)\s+(?:is|are)\s+(?:waiting for|awaiting|pending)\s+your\s+(approval|signature|review)\s*$/i;
const NAMED_WAITING =
  /^(\w+(?:\s+\w+)?)\s+(?:awaiting|pending|needs|requires|waiting for)\s+(?:your\s+)?(approval|signature|review)\s*:\s*(.+)$/i;
const ASSIGNED = /^(?:\[[^\]]+\]\s*)?(?:\((?<key>[A-Z][A-Z0-9]+-\d+)\)\s*)?(?<what>.+?)\s+(?:was\s+|has been\s+)?assigned to you$/i;
const VERB_FOR: Record<string, string> = { approval: 'Approve', signature: 'Sign', review: 'Review', response: 'Respond to' };
const ACCESS_REQUEST =
  /^(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)*)\s+(?:wants|would like|is requesting|requests|requested)\s+(?:to\s+)?access\s+(?:to\s+)?(.+)$/u;
const ASK_PREFIX = /^(approval|signature|review|response)\s+(?:requested|required|needed|pending)\s*[:\-–]\s*(\S.*)$/i;
const REVIEW_ON =
  /^(?:\[(?<repo>[^\]]+)\]\s*)?(?:re:\s*)?(?:review requested(?:\s+on)?|(?:\S+\s+)?requested your review on)\s*:?\s*(?<what>.+)$/i;

/**
 * An HR or expense system's request that says in its body what waits ("Maria Lopez has submitted a time off
 * request ... This request is awaiting your approval"): approving what the subject names.
 */
const AWAITS_APPROVAL =
  /\b(?:is|are)\s+(?:awaiting|pending|waiting for)\s+your\s+approval\b|\brequires?\s+your\s+approval\b|\b(?:is|are)\s+requesting\s+your\s+approval\b/i;
const NAMED_REQUEST = /^(.*?\brequest)\s*[:\-–]\s*(.+)$/i;

export function approvalInBody(subject: string, body: string): string | null {
  const topic = subject.trim();
  if (!topic || !AWAITS_APPROVAL.test(body)) return null;
  const named = NAMED_REQUEST.exec(topic);
  return named ? `Approve the ${named[1]!.toLowerCase()}: ${named[2]}` : `Approve - ${topic}`;
}

/**
 * "[northwind/api] Fix token refresh race (#482)" with "@sam requested your review on this pull request" in
 * the body: the change the subject names, in its repository.
 */
const REVIEW_IN_BODY = /\b(?:requested your review|your review (?:was|has been|is) requested)\b/i;
const CHANGE_SUBJECT = /^(?:re:\s*)?\[(?<repo>[^\]\s]+)\]\s*(?<what>\S.*)$/i;
export function reviewInBody(subject: string, body: string): string | null {
  const change = REVIEW_IN_BODY.test(body) ? CHANGE_SUBJECT.exec(subject.trim()) : null;
  return change ? `Review ${change.groups!.repo} ${change.groups!.what}` : null;
}

/**
 * A bill from a billing system ("Invoice W-77310: new water service connection, 200 Mill Road" with
 * "Due: before the 30th of this month") asks to be paid, unless it says it is paid or paid automatically.
 */
const INVOICE_SUBJECT =
  /^(?:your\s+)?(?:new\s+)?(invoice|bill)\b\s*(#?\s*[\w-]*\d[\w-]*)?\s*(?:[:\-–]\s*|for\s+|is\s+(?:now\s+)?(?:ready|available)\b\s*)?(.*)$/i;
const PAYMENT_DUE = /\b(amount due|due date|payment due|due by|pay online|please pay|pay by|payable by)\b|\bdue:/i;
const NOTHING_TO_PAY =
  /\b(has been paid|payment (has been )?received|thank you for your payment|receipt|automatically (charged|debited|paid)|auto-?pay|direct debit|no action)\b/i;

export function invoiceAsk(subject: string, body: string): string | null {
  const bill = INVOICE_SUBJECT.exec(subject.trim());
  if (!bill || !PAYMENT_DUE.test(body) || NOTHING_TO_PAY.test(body)) return null;
  const id = bill[2]?.trim();
  const what = bill[3]?.trim().replace(/[.!]+$/, '');
  return `Pay ${bill[1]!.toLowerCase()}${id ? ` ${id}` : ''}${what ? ` for ${what}` : ''}`;
}

/**
 * A booking system's reminder of the owner's appointment ("Appointment reminder: Tuesday at 3:30 PM
 * with Dr. Chen"): going to it is the task, on the day the subject names. A cancelled or missed one is not.
 */
const APPOINTMENT = /\bappointment\b/i;
const REMINDS = /\b(reminder|confirm(ed|ation)?|scheduled|upcoming|booked)\b/i;
const CALLED_OFF = /\b(cancel+ed|cancellation|missed|no[- ]show)\b/i;
const WITH_WHOM = /\bwith\s+((?:(?:Dr|Mr|Mrs|Ms)\.?\s+)?\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*)?)/u;

/** "Please reply C to confirm": a booking system that takes its confirmation by reply. */
const REPLY_TO_CONFIRM = /\breply\s+(?:with\s+)?["']?([A-Z0-9]{1,3}|yes)["']?\s+to\s+confirm\b/i;

export function replyToConfirm(body: string): string | null {
  return REPLY_TO_CONFIRM.exec(body)?.[1] ?? null;
}

/** The code of a task made from it: "Confirm the appointment with Dr. Chen (reply C)" is answered "C". */
export const confirmCode = (title: string): string | null => /^Confirm\b.*\(reply (\S+)\)$/.exec(title)?.[1] ?? null;

export function appointmentTitle(subject: string, told?: string | null): string | null {
  if (!APPOINTMENT.test(subject) || !REMINDS.test(subject) || CALLED_OFF.test(subject)) return null;
  const whom = WITH_WHOM.exec(subject)?.[1] ?? (told ? WITH_WHOM.exec(told)?.[1] : undefined);
  return `Attend the appointment${whom ? ` with ${whom}` : ''}`;
}

/**
 * "Your vehicle is ready for pickup" from a garage's system, "Your order is ready for collection" from a shop:
 * collecting it is the task. The thing is named by its line in the body ("Vehicle: Subaru Outback") when
 * there is one, and the business by the sender's name.
 */
const READY =
  /^(?:good news[:!,]?\s*)?(?<thing>(?:your\s+)?[\p{L}\s-]{2,40}?)\s+(?:is|are)\s+(?:now\s+)?ready\s+(?:for\s+(?:pick[- ]?up|collection)|to\s+(?:be\s+)?(?:picked up|collected))\b/iu;
const ALREADY_COLLECTED = /\b(has been|was|were|have been)\s+(picked up|collected)\b/i;

export function pickupTitle(subject: string, body: string, fromName: string | null): string | null {
  const ready = READY.exec(subject.trim());
  if (!ready || ALREADY_COLLECTED.test(body)) return null;
  const thing = ready.groups!.thing!.trim();
  const noun = thing.replace(/^your\s+/i, '').trim();
  const escaped = noun.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const named = new RegExp(`^\\s*${escaped}\\s*:\\s*(.+?)\\s*$`, 'im').exec(body)?.[1];
  const from = fromName?.trim();
  return `Pick up ${named ? `the ${named}` : thing.replace(/^your\b/i, 'your')}${from ? ` from ${from}` : ''}`;
}
