import { emailSender, type EmailRecommendation } from '@triage/contracts';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmailBody, ReplyBlock, usePrefetchEmailBody, type EmailActions } from '@/features/emails';
import { formatReceived } from '@/lib/format-received';
import { cn } from '@/lib/utils';
import { ReplyFeedback } from './reply-feedback';

interface ReplyCardProps {
  email: EmailRecommendation;
  actions: EmailActions;
  canSend: boolean;
}

/** One email with its drafted reply: expand for the body, send as-is, edit, give feedback. */
export function ReplyCard({ email, actions, canSend }: ReplyCardProps) {
  const [expanded, setExpanded] = useState(false);
  const [viewMore, setViewMore] = useState(false);
  const prefetchBody = usePrefetchEmailBody();
  const toggle = () => {
    setExpanded(!expanded);
    if (expanded) setViewMore(false);
  };
  return (
    <article
      className="rounded-xl border bg-card p-4 shadow-sm"
      data-testid="reply-card"
      data-email-id={email.id}
      aria-label={email.subject}
      // A long body the page left out is on its way before the Expand button's click lands.
      onFocus={() => prefetchBody(email)}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className={cn('truncate', !email.isRead && 'font-semibold')}>{emailSender(email.fromName, email.fromAddress)}</span>
            {!email.isRead && <Badge className="bg-primary/10 text-primary">Unread</Badge>}
            {email.aiClassification?.projectName && <Badge variant="outline">{email.aiClassification.projectName}</Badge>}
            <span className="ml-auto text-xs text-muted-foreground">{formatReceived(email.receivedAt)}</span>
          </div>
          {/* Two lines on a phone, where one held half a subject. */}
          <h3 className="line-clamp-2 font-medium [overflow-wrap:anywhere] sm:line-clamp-1">{email.subject}</h3>
          <p className="line-clamp-2 text-sm text-muted-foreground">{email.preview}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-expanded={expanded}
          aria-label={expanded ? 'Collapse' : 'Expand'}
          onClick={toggle}
        >
          <ChevronDown className={cn('transition-transform', expanded && 'rotate-180')} aria-hidden />
        </Button>
      </div>
      <div className="mt-4 space-y-4">
        {expanded && <EmailBody email={email} viewMore={viewMore} onViewMoreChange={setViewMore} />}
        <ReplyBlock email={email} actions={actions} canSend={canSend} sendLabel="Send as-is" />
        {expanded && <ReplyFeedback email={email} />}
      </div>
    </article>
  );
}
