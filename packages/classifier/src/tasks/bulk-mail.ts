import { plainText } from '../text/plain-text.js';
import { remembered } from '../util/recent.js';
import type { EmailInput } from '../types.js';
import { firstNameOf } from './audience.js';
import { appointmentTitle, invoiceAsk, pickupTitle } from './notification-ask.js';
import { isOrganisation } from './sender-name.js';

/**
 * Newsletters and marketing ask the reader nothing a person expects an
 * answer to, even when they say "please click here". Automated mail
 * (notifications, alerts, system messages) mostly does not either, but some
 * of it is a request in the subject ("3 expense reports are waiting for your
 * approval"), which extractTasks turns into a task.
 */
export type BulkKind = 'marketing' | 'automated';

const MARKETING_SENDER =
  /^(newsletters?|news|marketing|promotions?|updates|digest|offers?|deals|announce(ments?)?|announce-list|events?|insights|product|info|communications?|no\.?address|all[-_.]\w+|mailings?|lists?)([-_.+].*)?@/i;
/**
 * Systems that write for themselves: notifiers ("comments-noreply@"), issue trackers, HR, expense and
 * service-desk systems, shops' order and shipping robots, e-signature services.
 */
const AUTOMATED_SENDER =
  /^(no[-_.]?reply|do[-_.]?not[-_.]?reply|donotreply|[\w.+-]*[-_.]no[-_.]?reply|notifications?|notify|alerts?|mailer[-_.]?daemon|webmaster|postmaster|bounces?|automated|reminders?|billing|system|quarantine|voice[-_.]?(?:mail|messages?)|admin(istrator)?|\w+[-_.]administrator|\w+[-_.]security|sap[-_.]\w+|jira|confluence|github|gitlab|bitbucket|jenkins|workday|concur|expensify|servicenow|bamboohr|successfactors|coupa|ariba|zendesk|freshdesk|asana|trello|clickup|smartsheet|calendly|adobesign|echosign|hellosign|dropboxsign|pandadoc|microsoftexchange[0-9a-f]*|calendar[-_.]?notifications?|shipment[-_.]?tracking|shipping[-_.]?(updates?|notifications?)|order[-_.]?(updates?|status|confirmations?)|auto[-_.]?confirm|dse)([-_.+].*)?@/i;
const MARKETING_BODY = [
  /\bunsubscribe\b/i,
  /\bopt[- ]out\b/i,
  /\b(manage|update) (your )?(email |subscription |notification )?(preferences|settings|subscriptions?)\b/i,
  /\bview (this|it) (email )?in (your|a) (web )?browser\b/i,
  /\byou are receiving this (e-?mail|message|because)\b/i,
  /\bto stop receiving\b/i,
  /\b(remove|removed) from (our|this|the) (mailing )?list\b/i,
  // Cold sales mail offers its own way out: "If you'd rather not hear from me, just reply 'no thanks'."
  /\b(rather not hear from me|(don't|do not) want to hear from me)\b/i,
  /\breply\s+(with\s+)?["'\u2018\u201c]?(no thanks|not interested|stop|unsubscribe|remove)["'\u2019\u201d]?/i,
];
const AUTOMATED_BODY = [
  // E-signature services: "Lisa Park sent you a document to review and sign."
  /\bsent you an? (document|envelope) to (review and )?sign\b/i,
  /\bhas requested your signature on\b/i,
  /\b(this is an? )?(automated|automatic|auto-generated|system[- ]generated) (e-?mail|message|notification|reminder)\b/i,
  /\bdo not reply to this (e-?mail|message)\b/i,
  /\bplease do not reply\b/i,
  /\b(replies|responses) to this (e-?mail|message|address) (are|is) not (monitored|read)\b/i,
];
const BULK_PRECEDENCE = /^\s*(bulk|list|junk)\b/i;

/** The headers a mailing list or an autoresponder sets (RFC 2369, RFC 3834, Precedence). */
function headerKind(headers: EmailInput['headers']): BulkKind | null {
  if (!headers) return null;
  if (headers.autoSubmitted && !/^\s*no\b/i.test(headers.autoSubmitted)) return 'automated';
  if (headers.listId || headers.listUnsubscribe || (headers.precedence && BULK_PRECEDENCE.test(headers.precedence))) return 'marketing';
  return null;
}

/** Asked by the tasks, the reply and the project decision of the same email: read once. */
export const bulkKind: (email: EmailInput) => BulkKind | null = remembered(readKind);

function readKind(email: EmailInput): BulkKind | null {
  const byHeader = headerKind(email.headers);
  if (byHeader) return byHeader;
  const sender = email.fromAddress ?? '';
  const text = plainText(email.bodyText);
  if (MARKETING_SENDER.test(sender)) return 'marketing';
  // A system's own address first: GitHub's "You are receiving this because your review was requested" is a notification's footer.
  if (AUTOMATED_SENDER.test(sender)) return 'automated';
  if (MARKETING_BODY.some((re) => re.test(text))) return 'marketing';
  if (AUTOMATED_BODY.some((re) => re.test(text))) return 'automated';
  // A department or a company writing with no person's name ("Enron Announcements", "IT Infrastructure"),
  // unless someone there writes to one reader by name.
  if (email.fromName && isOrganisation(email.fromName) && !greetsItsReader(email, text)) {
    // A practice's or a shop's own notice to its customer ("Dr. Chen's Office": "Appointment reminder") is a system writing.
    const notice =
      appointmentTitle(email.subject ?? '') ?? invoiceAsk(email.subject ?? '', text) ?? pickupTitle(email.subject ?? '', text, null);
    return notice ? 'automated' : 'marketing';
  }
  return null;
}

const GREETING_LINE = /^(?:(?:hi|hello|hey|dear|good (?:morning|afternoon|evening))\s+)?(\p{L}[\p{L}'-]+)\s*[,:!]?\s*$/iu;
const REPLY_SUBJECT = /^\s*(re|aw|sv)\s*:/i;
const domainOf = (address: string | null | undefined) => (address ?? '').split('@')[1]?.toLowerCase() ?? '';

/**
 * Someone behind a department's or a company's mailbox writing to one reader by name: "Legal
 * <legal@example.com>" opening "Alex," to alex@example.com, or a vendor's support agent answering the
 * owner's case ("Re: [Case 77812] ...", "Hi Alex,"). A bulletin greets no one, and a stranger's mass mail
 * is no reply to the owner.
 */
function greetsItsReader(email: EmailInput, text: string): boolean {
  if (email.to.length === 0 || email.to.length > 2) return false;
  const greeted = GREETING_LINE.exec(text.trimStart().split('\n')[0] ?? '')?.[1]?.toLowerCase();
  if (!greeted) return false;
  const sender = domainOf(email.fromAddress);
  const known = (address: string) => (sender !== '' && domainOf(address) === sender) || REPLY_SUBJECT.test(email.subject ?? '');
  return email.to.some((r) => known(r.address) && firstNameOf(r.name, r.address) === greeted);
}

/**
 * Bulk only because a department writes without a person's name ("IT Infrastructure"): no list headers, no
 * marketing sender or unsubscribe footer. Such mail from the owner's own organisation may still instruct its staff.
 */
export const isDepartmentMail = (email: EmailInput): boolean =>
  headerKind(email.headers) === null &&
  !MARKETING_SENDER.test(email.fromAddress ?? '') &&
  !MARKETING_BODY.some((re) => re.test(plainText(email.bodyText))) &&
  !!email.fromName &&
  isOrganisation(email.fromName);

export const isBulkMail = (email: EmailInput): boolean => bulkKind(email) !== null;

/** Senders that say replies go nowhere: a reply needs a warning, never a default. */
export const NO_REPLY_SENDER =
  /^(no[-_.]?reply|do[-_.]?not[-_.]?reply|donotreply|[\w.+-]*[-_.]no[-_.]?reply|no\.?address|mailer[-_.]?daemon|postmaster|bounces?)([-_.+].*)?@/i;
