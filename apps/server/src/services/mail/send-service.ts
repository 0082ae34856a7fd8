import { MAIL_ERRORS, type SendEmail } from '@triage/contracts';
import { GraphRequestError, MailboxRequestError, type MailProvider } from '@triage/mail';
import type { Db } from '../../db/client.js';
import type { EmailRow } from '../../db/rows.js';
import { badRequest, HttpError, notFound } from '../../http/errors.js';
import { findEmailRow } from './emails-service.js';
import { markEmailRead } from './read-state.js';
import { isUploaded } from './uploaded-mail.js';

/** A mailbox that refuses what was asked (unknown message, no recipient) is the caller's 4xx, not a fault. */
async function mailboxCall(call: () => Promise<void>): Promise<void> {
  try {
    await call();
  } catch (err) {
    if (err instanceof MailboxRequestError) throw err.reason === 'not_found' ? notFound(err.message) : badRequest(err.message);
    if (err instanceof GraphRequestError && err.status === 404) throw notFound(MAIL_ERRORS.emailNotFound);
    // Graph refused or failed after its retries: report it with the spec's text rather than as our own fault.
    if (err instanceof GraphRequestError) throw new HttpError(502, 'provider_error', err.message);
    throw err;
  }
}

/** docs/behaviour.md, Validation: 'Re: ' unless the subject already starts with it. */
export function replySubject(subject: string | null | undefined): string {
  const s = (subject ?? '').trim();
  return /^re:/i.test(s) ? s : `Re: ${s}`;
}

/**
 * Who a reply to an uploaded email goes to: the provider's reply call cannot answer mail the
 * mailbox never held, so this is what that call would pick from the stored row: the sender, or
 * the recipients when the user sent it. (Reply-To is not stored, so it is not honoured here.)
 */
async function uploadedReplyRecipients(provider: MailProvider, email: EmailRow): Promise<string[]> {
  const sender = email.fromAddress?.trim();
  const own = (await provider.profile()).email?.trim().toLowerCase();
  const to = sender && sender.toLowerCase() !== own ? [sender] : email.toRecipients.map((r) => r.address.trim());
  const usable = to.filter(Boolean);
  if (usable.length === 0) throw badRequest(MAIL_ERRORS.noReplyAddress);
  return usable;
}

/** Where a sent mail is read back from: a sync of the user's mailbox, which reads its sent mail too. */
export type SyncRequester = { requestSync(userId: string, trigger: string): Promise<unknown> };

/**
 * Send email (docs/behaviour.md, API). With messageId (one of the user's emails) it is a reply
 * through the provider's reply call, which threads it; without, a new mail. Either way a sync is
 * asked for, so the sent mail is read back at once (a conversation leaves 'Needs reply' within
 * seconds, not at the next scheduled sync); if that request fails, the schedule reads it later.
 */
export async function sendEmail(db: Db, userId: string, provider: MailProvider, input: SendEmail, sync: SyncRequester) {
  if (!input.body.trim()) throw badRequest(MAIL_ERRORS.blankReply);
  const readBack = () => sync.requestSync(userId, 'sent').catch(() => undefined);
  if (input.messageId) {
    const email = await findEmailRow(db, userId, input.messageId);
    if (!email) throw notFound(MAIL_ERRORS.emailNotFound);
    const subject = replySubject(input.subject || email.subject);
    if (isUploaded(email)) {
      const to = await uploadedReplyRecipients(provider, email);
      await mailboxCall(() => provider.send({ to, subject, body: input.body, inReplyTo: email.internetMessageId }));
    } else {
      await mailboxCall(() => provider.reply(email.messageId, input.body, { originalIsHtml: email.bodyContentType === 'html' }));
    }
    await markEmailRead(db, userId, provider, email.id);
    await readBack();
    return { success: true as const, message: 'Reply Sent', subject };
  }
  const to = input.to === undefined ? [] : Array.isArray(input.to) ? input.to : [input.to];
  if (to.length === 0) throw badRequest('body.to: a recipient is required for a new email');
  const subject = input.subject?.trim() || '(no subject)';
  await mailboxCall(() => provider.send({ to, subject, body: input.body }));
  await readBack();
  return { success: true as const, message: 'Email Sent', subject };
}
