import { MAIL_ERRORS, type SendEmail } from '@triage/contracts';
import type { MailProvider } from '@triage/mail';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../http/errors.js';
import { findEmailRow, markRead } from './emails-service.js';

/** Spec §5: 'Re: ' unless the subject already starts with it. */
export function replySubject(subject: string | null | undefined): string {
  const s = (subject ?? '').trim();
  return /^re:/i.test(s) ? s : `Re: ${s}`;
}

/**
 * Spec §7 send email. With messageId (one of the user's emails) it is a reply
 * through the provider's reply call, which threads it; without, a new mail.
 */
export async function sendEmail(db: Db, userId: string, provider: MailProvider, input: SendEmail) {
  if (!input.body.trim()) throw badRequest(MAIL_ERRORS.blankReply);
  if (input.messageId) {
    const email = await findEmailRow(db, userId, input.messageId);
    if (!email) throw notFound(MAIL_ERRORS.emailNotFound);
    await provider.reply(email.messageId, input.body);
    await markRead(db, userId, email.id);
    return { success: true as const, message: 'Reply Sent', subject: replySubject(input.subject || email.subject) };
  }
  const to = input.to === undefined ? [] : Array.isArray(input.to) ? input.to : [input.to];
  if (to.length === 0) throw badRequest('body.to: a recipient is required for a new email');
  const subject = input.subject?.trim() || '(no subject)';
  await provider.send({ to, subject, body: input.body });
  return { success: true as const, message: 'Email Sent', subject };
}
