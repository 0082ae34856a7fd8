import { emailSender, type EmailRecommendation } from '@triage/contracts';
import { Archive, ChevronDown, Paperclip } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PriorityBadge } from '@/components/priority-badge';
import { formatReceived } from '@/lib/format-received';
import { cn } from '@/lib/utils';
import { emailPriority } from '../lib/priority-groups';
import { RepliedMark } from './replied-mark';

interface EmailCardHeaderProps {
  email: EmailRecommendation;
  expanded: boolean;
  onToggle: () => void;
  onArchive: () => void;
}

/** Sender, received date, 'Unread' badge, subject, preview, archive button and expand toggle. */
export function EmailCardHeader({ email, expanded, onToggle, onArchive }: EmailCardHeaderProps) {
  const priority = emailPriority(email);
  const project = email.aiClassification?.projectName;
  return (
    <div className="flex items-start gap-3">
      <button
        type="button"
        className="min-w-0 flex-1 cursor-pointer space-y-1 rounded-md text-left focus-visible:outline-none"
        aria-expanded={expanded}
        aria-label={`${expanded ? 'Collapse' : 'Expand'} email: ${email.subject}`}
        tabIndex={-1}
        onClick={onToggle}
      >
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className={cn('truncate', email.isRead ? 'text-muted-foreground' : 'font-semibold')} data-testid="email-sender">
            {emailSender(email.fromName, email.fromAddress)}
          </span>
          {!email.isRead && <Badge className="bg-primary/10 text-primary">Unread</Badge>}
          {email.hasAttachments && <Paperclip className="size-3.5 text-muted-foreground" aria-label="Has attachments" />}
          <RepliedMark repliedAt={email.repliedAt} />
          <span className="ml-auto shrink-0 text-xs text-muted-foreground">{formatReceived(email.receivedAt)}</span>
        </div>
        <p className={cn('truncate', !email.isRead && 'font-medium')} data-testid="email-subject">
          {email.subject}
        </p>
        <p className="line-clamp-2 text-sm text-muted-foreground">{email.preview}</p>
        <div className="flex flex-wrap items-center gap-1.5 pt-0.5">
          {email.processingStatus === 'pending' ? (
            <Badge variant="muted">Not classified yet</Badge>
          ) : (
            <Badge variant="outline">{project ?? 'Unclassified'}</Badge>
          )}
          {priority !== 'none' && <PriorityBadge priority={priority} />}
          {email.aiClassification?.approved === true && <Badge variant="muted">Project approved</Badge>}
        </div>
      </button>
      <div className="flex shrink-0 items-center gap-1">
        <Button variant="ghost" size="icon" className="size-8" aria-label="Archive email" title="Archive (e)" onClick={onArchive}>
          <Archive aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={expanded ? 'Collapse' : 'Expand'}
          aria-expanded={expanded}
          title={expanded ? 'Collapse (Enter)' : 'Expand (Enter)'}
          onClick={onToggle}
        >
          <ChevronDown className={cn('transition-transform', expanded && 'rotate-180')} aria-hidden />
        </Button>
      </div>
    </div>
  );
}
