import { latestMessage, latestSignOff } from '../text/latest-message.js';
/**
 * The first name to greet or mention: "Lee, Ann" -> "Ann", "Ann Lee" -> "Ann";
 * without a usable name, a first.last address gives "Ann"; otherwise null.
 */
export function senderFirstName(fromName: string | null, fromAddress: string | null): string | null {
  const name = (fromName ?? '')
    .replace(/["']/g, '')
    .replace(/\(.*?\)|<.*?>/g, '')
    .trim();
  if (isOrganisation(name)) return null;
  if (name && !name.includes('@')) {
    const first = name.includes(',') ? name.split(',')[1]!.trim().split(/\s+/)[0] : name.split(/\s+/)[0];
    if (first && /^\p{L}[\p{L}'-]*$/u.test(first) && first.length > 1 && !NOT_NAMES.has(first.toLowerCase())) return tidy(first);
  }
  const local = (fromAddress ?? '').split('@')[0] ?? '';
  const dotted = /^([a-z]{2,})[._]([a-z][._])?[a-z]{2,}$/i.exec(local);
  return dotted && !NOT_NAMES.has(dotted[1]!.toLowerCase()) ? tidy(dotted[1]!) : null;
}

/** Words of a department's or company's display name ("Human Resources", "UBSW Energy Global Infrastructure"). */
const ORGANISATION_WORDS =
  /\b(resources|team|department|dept|infrastructure|support|services?|desk|office|group|administration|facilities|payroll|procurement|finance|accounting|reception|communications?|announcements?|operations|cent(er|re)|committee|council|newsletter|notifications?|global|inc|llc|ltd|corp|corporation|company|bank|university|school|association|foundation|legal|chairman|chairman's)\b/i;

/** A department, a company, or a name that opens with an acronym ("UBSW Energy"): greeted without a name. */
export function isOrganisation(name: string): boolean {
  if (ORGANISATION_WORDS.test(name)) return true;
  const words = name.split(/\s+/);
  return words.length > 1 && /^[A-Z]{3,}$/.test(words[0]!) && words.slice(1).some((w) => w !== w.toUpperCase());
}

/**
 * A shared mailbox ("security@", "appointments@", "billing@"): whoever writes from it signs as the
 * organisation ("Summit IT Security"), so a reply greets no one by a name taken from it.
 */
const ROLE_MAILBOX =
  /^(security|info|support|billing|no-?reply|do-?not-?reply|appointments?|accounts?|admin|help|helpdesk|sales|service|team|office|hello|contact|notifications?|alerts?|news|marketing|hr|payroll|reception|orders?|bookings?|reservations?|it|webmaster|postmaster|customerservice|care|feedback|enquiries|inquiries|frontdesk|clinic|studio)$/i;
export const isRoleMailbox = (fromAddress: string | null) =>
  ROLE_MAILBOX.test((fromAddress ?? '').split('@')[0]?.replace(/[._]/g, '') ?? '');

/** Address parts that look like first.last but are roles ("no.reply", "info.desk"). */
const NOT_NAMES = new Set(
  'no noreply do info admin support sales team office mail hello contact service services help billing news jobs the my your customer client account accounts hr it web site system enron press announcements notification notifications'.split(
    ' ',
  ),
);

/** "ANN" or "ann" -> "Ann"; "McKay" stays. */
const tidy = (w: string) => (w === w.toUpperCase() || w === w.toLowerCase() ? w[0]!.toUpperCase() + w.slice(1).toLowerCase() : w);

const SIGNED_NAME = /^(\p{Lu}\p{Ll}+)(?:\s+\p{Lu}[\p{Ll}'-]+)?$/u;
const LONE_NAME = /^(\p{Lu}\p{Ll}+)$/u;
const aName = (line: string | undefined, re: RegExp) => {
  const name = line ? re.exec(line.trim())?.[1] : undefined;
  return name && !NOT_NAMES.has(name.toLowerCase()) && !isOrganisation(line!) ? name : null;
};

/**
 * The person who signed a message sent from a shared mailbox ("Support <support@vendor.example>" ending
 * "Best,\nKim\nVendor Support"): the first name on the line after the sign-off, or alone on the message's
 * last line ("...?\n\nKim"); else null.
 */
export function signedFirstName(bodyText: string | null): string | null {
  const signature = latestSignOff(bodyText)
    .split('\n')
    .filter((l) => l.trim());
  if (signature.length > 0) return aName(signature[1], SIGNED_NAME);
  return aName(latestMessage(bodyText).split('\n').at(-1), LONE_NAME);
}
