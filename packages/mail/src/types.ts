/** The provider-neutral shape of a mail message, as every MailProvider returns it. */
export type MailAddress = { name: string | null; address: string };

export type MailAttachment = { name: string; contentType: string | null; size: number | null };

/**
 * Headers that mark mail sent to a list or by a machine (RFC 2369 List-Unsubscribe, RFC 2919
 * List-Id, Precedence, RFC 3834 Auto-Submitted); null where the provider does not give headers.
 */
export type ListHeaders = {
  listId: string | null;
  listUnsubscribe: string | null;
  precedence: string | null;
  autoSubmitted: string | null;
};

/** A calendar invitation (iTIP METHOD REQUEST), change or cancellation carried by the message. */
export type MeetingInfo = { method: 'request' | 'cancel' | 'reply' | 'other'; start: Date | null };

export type MailMessage = {
  /** The provider's stable id: a Graph immutable id, or a local id derived from the Message-ID. */
  providerId: string;
  internetMessageId: string | null;
  conversationId: string | null;
  threadTopic: string | null;
  subject: string | null;
  from: MailAddress | null;
  to: MailAddress[];
  cc: MailAddress[];
  receivedAt: Date | null;
  sentAt: Date | null;
  isRead: boolean;
  importance: 'low' | 'normal' | 'high';
  hasAttachments: boolean;
  attachments: MailAttachment[];
  /** Raw (unsanitized) HTML body when the message has one; sanitize before storing. */
  bodyHtml: string | null;
  bodyText: string | null;
  preview: string | null;
  folder: string | null;
  sourceFile: string | null;
  /** The provider's own address of the message in its web client (Graph webLink); absent where there is none. */
  webLink?: string | null;
  listHeaders: ListHeaders | null;
  meeting: MeetingInfo | null;
};

/** One page of an incremental sync. */
export type DeltaPage = {
  added: MailMessage[];
  /** providerIds the provider reports as deleted or moved out of the folder. */
  removed: string[];
  /** Where to continue: the next page, or (when done) the cursor for the next sync. */
  nextCursor: string;
  /** True when this page ended the current round (the provider gave its delta link). */
  done: boolean;
};

export type SincePage = { messages: MailMessage[]; next: string | null };

export type MailProfile = { id: string; email: string | null; name: string | null };

export type OutgoingMail = {
  to: string[];
  subject: string;
  body: string;
  /**
   * The Message-ID this mail answers, for a reply to mail the mailbox does not hold (an upload):
   * written as In-Reply-To and References where the provider lets headers be set (local files;
   * Graph's sendMail takes no threading headers, so there the subject alone threads it).
   */
  inReplyTo?: string | null;
};

export interface MailProvider {
  profile(): Promise<MailProfile>;
  list(options?: { top?: number; skip?: number }): Promise<MailMessage[]>;
  /** How many inbox messages were received at or after `since` (what listSince pages through). */
  countSince(since: Date): Promise<number>;
  /**
   * The inbox's messages received at or after `since`, newest first, one page at a time: pass the
   * returned `next` back to continue (null starts; a null `next` means the end). The page token is
   * the provider's own (Graph's nextLink), never a computed offset.
   */
  listSince(since: Date, page: string | null): Promise<SincePage>;
  /**
   * Incremental sync, one page at a time. A null cursor starts a full sync: of mail received
   * since `since` when given (the first-sync window), else of the whole folder.
   */
  delta(cursor: string | null, options?: { since?: Date }): Promise<DeltaPage>;
  /**
   * The same incremental sync over the mail the user sent (Graph's Sent Items; locally the outbox
   * and the mailbox's `sent` folder), with a cursor of its own.
   */
  sentDelta?(cursor: string | null, options?: { since?: Date }): Promise<DeltaPage>;
  /** What a delta cursor is only valid for (Graph: its base URL); a stored cursor of another scope starts a full round. */
  readonly cursorScope?: string;
  /** Marks a message read in the mailbox itself; absent where the provider keeps no read state (local files). */
  markRead?(providerId: string): Promise<void>;
  /** Replies to a message, threaded by the provider. `body` is plain text; originalIsHtml tells how the provider will merge it. */
  reply(providerId: string, body: string, options?: { originalIsHtml?: boolean }): Promise<void>;
  send(mail: OutgoingMail): Promise<void>;
}
