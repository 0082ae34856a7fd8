import PostalMime from 'postal-mime';
import type { MailAddress, OutgoingMail } from '../types.js';
import { composeEml } from './compose-eml.js';
import { addresses } from './eml-fields.js';
import { MailboxRequestError } from './mailbox-error.js';
import { headerStart } from './parse-eml.js';
import { messageIds } from './threading.js';

/** A composed message and who it goes to, ready for the outbox or a transport. */
export type Outgoing = { mail: { raw: Buffer; messageId: string }; to: MailAddress[] };

/**
 * A reply to a message the mailbox holds: to its Reply-To, else its sender (its recipients when the
 * user sent it), 'Re: ' on the subject, threaded by In-Reply-To and References.
 */
export async function replyTo(original: Buffer, me: MailAddress, body: string): Promise<Outgoing> {
  // Same preamble handling (BOM, blank lines, envelope line) as parseEml, so the headers match what was listed.
  const parsed = await PostalMime.parse(headerStart(original));
  const replyAddress = addresses(parsed.replyTo)[0] ?? addresses(parsed.from)[0];
  const own = replyAddress && replyAddress.address.toLowerCase() === me.address.toLowerCase();
  const to = own ? addresses(parsed.to) : replyAddress ? [replyAddress] : [];
  if (to.length === 0) throw new MailboxRequestError('invalid', 'The email has no address to reply to');
  const subject = parsed.subject?.trim() ?? '';
  const parentId = messageIds(parsed.messageId)[0] ?? null;
  // Long threads keep the root and the most recent ids (RFC 5322 §3.6.4 allows trimming).
  const refs = [...messageIds(parsed.references), ...(parentId ? [parentId] : [])];
  const references = refs.length > 20 ? [refs[0]!, ...refs.slice(-19)] : refs;
  const mail = composeEml({
    from: me,
    to,
    subject: /^re:/i.test(subject) ? subject : `Re: ${subject}`,
    text: body,
    inReplyTo: parentId,
    references,
  });
  return { mail, to };
}

/** A new message; one that answers mail the mailbox does not hold names it in its threading headers. */
export function newMail(mail: OutgoingMail, me: MailAddress): Outgoing {
  const to = mail.to.map((address) => ({ name: null, address: address.trim() })).filter((a) => a.address);
  if (to.length === 0) throw new MailboxRequestError('invalid', 'At least one recipient is required');
  const parentId = mail.inReplyTo ? (messageIds(mail.inReplyTo)[0] ?? null) : null;
  const composed = composeEml({
    from: me,
    to,
    subject: mail.subject,
    text: mail.body,
    inReplyTo: parentId,
    references: parentId ? [parentId] : [],
  });
  return { mail: composed, to };
}
