/** A request the mailbox cannot carry out because of what was asked (not a fault): the caller's 4xx. */
export class MailboxRequestError extends Error {
  constructor(
    readonly reason: 'not_found' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'MailboxRequestError';
  }
}
