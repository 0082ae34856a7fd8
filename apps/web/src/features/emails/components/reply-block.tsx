import { isNoReplyAddress, type EmailRecommendation } from '@triage/contracts';
import { CheckCircle2, MailX, Pencil, Send, TriangleAlert } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DisabledHint } from '@/components/ui/disabled-hint';
import { Textarea } from '@/components/ui/textarea';
import { formatReceived } from '@/lib/format-received';
import type { EmailActions } from '../hooks/use-email-actions';
import { LOGIN_TO_SEND_HINT } from '../hooks/use-can-send';
import { replySubject } from '../lib/reply-subject';

interface ReplyBlockProps {
  email: EmailRecommendation;
  actions: Pick<EmailActions, 'sendReply' | 'updateReply' | 'sending'>;
  canSend: boolean;
  /** Label of the send button for the suggestion ('Send Reply', or 'Send as-is' on Replies). */
  sendLabel?: string;
  /** Changes when the user asks to reply ('r'): focus moves into the block. */
  focusKey?: number;
}

const isSubmitKey = (e: KeyboardEvent) => e.key === 'Enter' && (e.ctrlKey || e.metaKey);

export const REPLY_ALREADY_SENT_HINT = 'This reply was sent. Edit it to send another.';

export const ALREADY_REPLIED_HINT = 'You already replied to this email. Edit the reply to send another.';

export const NO_REPLY_WARNING = 'This sender does not read replies: your message may never be seen.';

/**
 * 'Suggested Reply' (send, edit with Save Changes/Cancel) or 'Write Reply' (send, Clear).
 * When the engine judged that the email needs no answer, the draft waits behind 'Draft a reply'.
 */
export function ReplyBlock({ email, actions, canSend, sendLabel = 'Send Reply', focusKey, ...rest }: ReplyBlockProps) {
  const id = useId();
  const suggestion = email.suggestedReply;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  // What happened here: sent, or a saved edit (a new reply, which can go even when the conversation
  // already holds an answer).
  const [local, setLocal] = useState<'sent' | 'edited' | null>(null);
  const [drafting, setDrafting] = useState(false);
  const [confirmNoReply, setConfirmNoReply] = useState(false);
  const sendRef = useRef<HTMLButtonElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const areaRef = useRef<HTMLTextAreaElement>(null);

  const writing = !suggestion;
  // Answered before this screen opened (from Triage or any other client, read back by the sync).
  const repliedBefore = email.repliedAt !== null && local === null;
  const replied = local === 'sent' || repliedBefore;
  // The suggestion once sent stays shown, but a second click (or a reload) must not send it twice.
  const sentSuggestion = replied && !writing;

  const focusReply = useEffectEvent(() => {
    // Asking to reply opens a draft the engine kept back ('No reply needed').
    setDrafting(true);
    // A suggestion already sent cannot go again: its edit button is the way to another reply.
    const target = writing || editing ? areaRef : sentSuggestion ? editRef : sendRef;
    setTimeout(() => target.current?.focus(), 0);
  });
  // Only a new request to reply moves focus.
  useEffect(() => {
    if (focusKey) focusReply();
  }, [focusKey]);

  const noReplySender = isNoReplyAddress(email.fromAddress);
  const send = async (body: string) => {
    if (noReplySender && !confirmNoReply) {
      setConfirmNoReply(true);
      return;
    }
    setConfirmNoReply(false);
    if (await actions.sendReply(email, body)) {
      setLocal('sent');
      if (!suggestion) setDraft('');
    }
  };
  const save = async () => {
    if (!(await actions.updateReply(email, draft))) return;
    setEditing(false);
    setLocal('edited');
  };

  const blank = !draft.trim();
  const sendHint = !canSend
    ? LOGIN_TO_SEND_HINT
    : writing && blank
      ? 'Please write a reply'
      : sentSuggestion
        ? repliedBefore
          ? ALREADY_REPLIED_HINT
          : REPLY_ALREADY_SENT_HINT
        : null;
  const ai = email.aiClassification;
  const waiting = ai?.replyNeeded === false && !suggestion?.edited && !drafting && !replied;

  if (waiting) {
    return (
      <section
        aria-label="No reply needed"
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-4"
        {...rest}
      >
        <div className="min-w-0 space-y-0.5">
          <h4 className="flex items-center gap-1.5 text-sm font-semibold">
            <MailX className="size-4 text-muted-foreground" aria-hidden /> No reply needed
          </h4>
          {ai.replyReason && <p className="text-xs text-muted-foreground">{ai.replyReason}</p>}
        </div>
        <Button size="sm" variant="outline" onClick={() => setDrafting(true)}>
          <Pencil aria-hidden /> Draft a reply
        </Button>
      </section>
    );
  }

  return (
    <section aria-label={writing ? 'Write Reply' : 'Suggested Reply'} className="rounded-lg border bg-card p-4" {...rest}>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">{writing ? 'Write Reply' : 'Suggested Reply'}</h4>
        {replied && (
          <span className="flex items-center gap-1 text-xs font-medium text-emerald-700">
            <CheckCircle2 className="size-3.5" aria-hidden />
            {repliedBefore ? `Replied ${formatReceived(email.repliedAt)}` : 'Reply sent'}
          </span>
        )}
      </div>
      <p className="mb-2 text-xs text-muted-foreground">
        Subject: <span className="font-medium text-foreground">{suggestion?.subject ?? replySubject(email.subject)}</span>
        {suggestion?.edited && <span className="ml-2">(edited)</span>}
      </p>
      {suggestion && !editing ? (
        <p className="whitespace-pre-wrap rounded-md bg-muted/50 p-3 text-sm leading-relaxed" data-testid="reply-text">
          {suggestion.body}
        </p>
      ) : (
        <Textarea
          ref={areaRef}
          id={`${id}-reply`}
          aria-label={writing ? 'Write your reply' : 'Edit reply'}
          rows={6}
          placeholder={writing ? 'Write your reply...' : undefined}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (!isSubmitKey(e)) return;
            e.preventDefault();
            if (editing) void save();
            else if (canSend) void send(draft);
          }}
        />
      )}
      {confirmNoReply && (
        <div
          role="alert"
          className="mt-3 flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900"
        >
          <TriangleAlert className="size-4" aria-hidden />
          <span className="flex-1">{NO_REPLY_WARNING}</span>
          <Button size="sm" variant="outline" onClick={() => void send(writing ? draft : (suggestion?.body ?? ''))}>
            Send anyway
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirmNoReply(false)}>
            Cancel
          </Button>
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {suggestion && editing ? (
          <>
            <Button size="sm" onClick={() => void save()}>
              Save Changes
            </Button>
            <Button size="sm" variant="outline" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </>
        ) : (
          <>
            <DisabledHint hint={sendHint}>
              <Button
                ref={sendRef}
                size="sm"
                disabled={!canSend || (writing && blank) || sentSuggestion || actions.sending}
                onClick={() => void send(writing ? draft : (suggestion?.body ?? ''))}
              >
                <Send aria-hidden /> {writing ? 'Send Reply' : sendLabel}
              </Button>
            </DisabledHint>
            {suggestion ? (
              <Button
                ref={editRef}
                size="sm"
                variant="outline"
                onClick={() => {
                  setDraft(suggestion.body);
                  setEditing(true);
                  setTimeout(() => areaRef.current?.focus(), 0);
                }}
              >
                <Pencil aria-hidden /> Edit Reply
              </Button>
            ) : (
              <Button size="sm" variant="outline" disabled={blank} onClick={() => setDraft('')}>
                Clear
              </Button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
