/** Why a file could not be read as an email; stable codes so importers can count them. */
export type MailParseReason = 'empty' | 'too_large' | 'not_email' | 'malformed' | 'unreadable';

const LABELS: Record<MailParseReason, string> = {
  empty: 'Empty file',
  too_large: 'Too large',
  not_email: 'Not an email',
  malformed: 'Malformed email',
  unreadable: 'Could not read the file',
};

/** The only error parseEml rejects with: a reason code plus a message a user can act on. */
export class MailParseError extends Error {
  override readonly name = 'MailParseError';
  constructor(
    readonly reason: MailParseReason,
    detail?: string,
    options?: { cause?: unknown },
  ) {
    super(detail ? `${LABELS[reason]}: ${detail}` : LABELS[reason], options);
  }
}

/** Largest message accepted (Exchange Online's default send/receive limit is about the same). */
export const MAX_EMAIL_BYTES = 25 * 1024 * 1024;
