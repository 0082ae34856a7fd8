import { plainText } from '../text/plain-text.js';
import type { EmailInput } from '../types.js';

/**
 * Newsletters and marketing ask the reader nothing a person expects an
 * answer to, even when they say "please click here". Automated mail
 * (notifications, alerts, system messages) mostly does not either, but some
 * of it is a request in the subject ("3 expense reports are waiting for your
 * approval"), which extractTasks turns into a task.
 */
export type BulkKind = 'marketing' | 'automated';

const MARKETING_SENDER = /^(newsletters?|news|marketing|promotions?|updates|digest|offers?|deals)([-_.+].*)?@/i;
const AUTOMATED_SENDER = /^(no[-_.]?reply|do[-_.]?not[-_.]?reply|donotreply|notifications?|notify|alerts?|mailer[-_.]?daemon|webmaster|postmaster|bounces?|automated)([-_.+].*)?@/i;
const MARKETING_BODY = [
  /\bunsubscribe\b/i,
  /\bopt[- ]out\b/i,
  /\b(manage|update) (your )?(email |subscription |notification )?(preferences|settings|subscriptions?)\b/i,
  /\bview (this|it) (email )?in (your|a) (web )?browser\b/i,
  /\byou are receiving this (e-?mail|message|because)\b/i,
  /\bto stop receiving\b/i,
];
const AUTOMATED_BODY = [
  /\b(this is an? )?automated (e-?mail|message|notification)\b/i,
  /\bdo not reply to this (e-?mail|message)\b/i,
  /\bplease do not reply\b/i,
];

export function bulkKind(email: EmailInput): BulkKind | null {
  const sender = email.fromAddress ?? '';
  const text = plainText(email.bodyText);
  if (MARKETING_SENDER.test(sender) || MARKETING_BODY.some((re) => re.test(text))) return 'marketing';
  if (AUTOMATED_SENDER.test(sender) || AUTOMATED_BODY.some((re) => re.test(text))) return 'automated';
  return null;
}

export const isBulkMail = (email: EmailInput): boolean => bulkKind(email) !== null;
