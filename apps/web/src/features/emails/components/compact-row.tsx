import { emailSender, type EmailRecommendation } from '@triage/contracts';
import { Archive, Paperclip } from 'lucide-react';
import { memo, type ReactNode, type Ref } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { PriorityBadge } from '@/components/priority-badge';
import { formatReceivedShort } from '@/lib/format-received';
import { cn } from '@/lib/utils';
import { emailPriority } from '../lib/priority-groups';
import { RepliedMark } from './replied-mark';

export interface CompactRowProps {
  email: EmailRecommendation;
  active: boolean;
  selected: boolean;
  /** Shown in the reading pane, or expanded under the row on narrower screens. */
  open: boolean;
  rowRef?: Ref<HTMLElement>;
  /** The handlers take the row's email, so the list can pass the same functions to every row. */
  onActivate: (email: EmailRecommendation) => void;
  onOpen: (email: EmailRecommendation) => void;
  onSelect: (email: EmailRecommendation, range: boolean) => void;
  onArchive: (email: EmailRecommendation) => void;
  children?: ReactNode;
}

/**
 * One email of the compact list: two lines (sender and time; subject with project and priority chips),
 * three on a phone (the chips under the subject).
 * Memoised: moving with j or k re-renders the two rows whose state changed, not the page.
 */
export const CompactRow = memo(function CompactRow({
  email,
  active,
  selected,
  open,
  rowRef,
  onActivate,
  onOpen,
  onSelect,
  onArchive,
  children,
}: CompactRowProps) {
  const priority = emailPriority(email);
  const sender = emailSender(email.fromName, email.fromAddress);
  const project = email.processingStatus === 'pending' ? 'Not classified yet' : (email.aiClassification?.projectName ?? 'Unclassified');
  return (
    <article
      ref={rowRef}
      tabIndex={active ? 0 : -1}
      data-email-id={email.id}
      data-testid="email-row"
      data-active={active || undefined}
      data-open={open || undefined}
      aria-label={`${email.subject} from ${email.from}`}
      aria-current={active || undefined}
      onFocus={(e) => {
        if (e.target === e.currentTarget || !active) onActivate(email);
      }}
      className={cn(
        'scroll-mt-2 border-b outline-none last:border-b-0 focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
        active && 'bg-accent/60',
        open && 'bg-primary/5',
        selected && 'bg-primary/10',
      )}
    >
      <div className="flex items-center gap-2 px-2">
        <Checkbox
          checked={selected}
          aria-label={`Select email: ${email.subject}`}
          className="size-5 sm:size-4"
          onClick={(e) => {
            e.preventDefault();
            onSelect(email, e.shiftKey);
          }}
        />
        <button
          type="button"
          tabIndex={-1}
          className="min-w-0 flex-1 cursor-pointer py-0.5 text-left text-[13px] leading-5"
          aria-expanded={open}
          aria-label={`Open email: ${email.subject}`}
          onClick={() => onOpen(email)}
        >
          <span className="flex items-center gap-2">
            {/* The name alone keeps the line short; the full sender is the hover title and in the pane. */}
            <span
              className={cn('min-w-0 truncate', email.isRead ? 'text-muted-foreground' : 'font-semibold')}
              title={sender}
              data-testid="email-sender"
            >
              {email.fromName?.trim() || sender}
            </span>
            {!email.isRead && <span className="size-2 shrink-0 rounded-full bg-primary" aria-label="Unread" />}
            {email.hasAttachments && <Paperclip className="size-3.5 shrink-0 text-muted-foreground" aria-label="Has attachments" />}
            <RepliedMark repliedAt={email.repliedAt} />
            <span className="ml-auto shrink-0 text-xs text-muted-foreground">{formatReceivedShort(email.receivedAt)}</span>
          </span>
          {/* On a phone the chips wrap to a third line: beside them a subject showed a word or two.
              Beside the reading pane the rows keep two lines, so twelve fit at 1440 x 900. */}
          <span className="flex flex-wrap items-center gap-x-1.5 sm:flex-nowrap">
            {/* Opened in place (no reading pane beside the list shows its header), the whole subject
                wraps; a row shown in the pane keeps its one line, so the rows never jump. */}
            <span
              className={cn(
                'min-w-0 basis-full sm:flex-1 sm:basis-0',
                open && children ? 'break-words' : 'truncate',
                !email.isRead && 'font-medium',
              )}
              title={email.subject}
              data-testid="email-subject"
            >
              {email.subject}
            </span>
            <Badge variant="outline" className="max-w-32 shrink-0 truncate px-1.5 py-0 text-[11px]" data-testid="email-project">
              {project}
            </Badge>
            {priority !== 'none' && <PriorityBadge priority={priority} className="shrink-0 px-1.5 py-0 text-[11px]" />}
          </span>
        </button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 shrink-0"
          aria-label="Archive email"
          title="Archive (e)"
          onClick={() => onArchive(email)}
        >
          <Archive aria-hidden />
        </Button>
      </div>
      {children && <div className="border-t px-3 pb-3">{children}</div>}
    </article>
  );
});
