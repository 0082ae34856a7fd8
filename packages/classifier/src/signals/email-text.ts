import type { MatchEmail } from '../rules/rule-matcher.js';
import type { EmailInput } from '../types.js';

/** The sender as the rule matcher reads it: 'name <address>', else whichever is known. */
function senderText(email: EmailInput): string {
  const name = email.fromName?.trim() ?? '';
  const address = email.fromAddress?.trim() ?? '';
  if (name && address) return `${name} <${address}>`;
  return address || name;
}

export const toMatchEmail = (email: EmailInput): MatchEmail => ({
  from: senderText(email),
  subject: email.subject ?? '',
  body: email.bodyText ?? '',
});
