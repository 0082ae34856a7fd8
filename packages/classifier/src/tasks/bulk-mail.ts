import { plainText } from '../text/plain-text.js';
import type { EmailInput } from '../types.js';

/**
 * Newsletters, notifications and automated mail ask the reader nothing a
 * person expects an answer to, even when they say "please click here".
 */
const SENDER = /^(no[-_.]?reply|do[-_.]?not[-_.]?reply|donotreply|notifications?|notify|alerts?|mailer[-_.]?daemon|webmaster|postmaster|newsletters?|news|marketing|promotions?|updates|digest|bounces?|automated)([-_.+].*)?@/i;
const BODY = [
  /\bunsubscribe\b/i,
  /\bopt[- ]out\b/i,
  /\b(manage|update) (your )?(email |subscription |notification )?(preferences|settings|subscriptions?)\b/i,
  /\bview (this|it) (email )?in (your|a) (web )?browser\b/i,
  /\byou are receiving this (e-?mail|message|because)\b/i,
  /\b(this is an? )?automated (e-?mail|message|notification)\b/i,
  /\bdo not reply to this (e-?mail|message)\b/i,
  /\bplease do not reply\b/i,
  /\bto stop receiving\b/i,
];

export function isBulkMail(email: EmailInput): boolean {
  if (email.fromAddress && SENDER.test(email.fromAddress)) return true;
  const text = plainText(email.bodyText);
  return BODY.some((re) => re.test(text));
}
