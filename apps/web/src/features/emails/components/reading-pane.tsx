import { emailSender, type EmailRecommendation } from '@triage/contracts';
import { AlarmClock, Archive, MailOpen } from 'lucide-react';
import { useLayoutEffect, type RefObject } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { EmailCardDetails, type EmailCardDetailsProps } from './email-card-details';
import { formatReceived } from '@/lib/format-received';

interface ReadingPaneProps {
  email: EmailRecommendation | undefined;
  details: Omit<EmailCardDetailsProps, 'email'> | undefined;
  paneRef: RefObject<HTMLElement | null>;
  onSnooze: () => void;
}

/** Beside the compact list on wide screens: the chosen email, expanded, with every action of its card. */
export function ReadingPane({ email, details, paneRef, onSnooze }: ReadingPaneProps) {
  // Another email opens at its top, as a mail client's reading pane does, not where the last one was scrolled to.
  const emailId = email?.id;
  useLayoutEffect(() => {
    if (paneRef.current) paneRef.current.scrollTop = 0;
  }, [emailId, paneRef]);
  return (
    <section
      ref={paneRef}
      tabIndex={-1}
      aria-label="Reading pane"
      className="min-h-0 overflow-y-auto rounded-xl border bg-card p-4 outline-none"
      data-testid="reading-pane"
    >
      {!email || !details ? (
        <EmptyState icon={MailOpen} title="No email selected" description="Choose an email in the list, or move with j and k." />
      ) : (
        <article data-email-id={email.id} aria-label={`${email.subject} from ${email.from}`}>
          <header className="flex items-start gap-3">
            <div className="min-w-0 flex-1 space-y-1">
              <h3 className="text-lg font-semibold leading-snug">{email.subject}</h3>
              <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
                <span className="font-medium text-foreground">{emailSender(email.fromName, email.fromAddress)}</span>
                <span>{formatReceived(email.receivedAt)}</span>
                {!email.isRead && <Badge className="bg-primary/10 text-primary">Unread</Badge>}
              </p>
            </div>
            <Button variant="ghost" size="icon" className="size-8" aria-label="Snooze email" title="Snooze (s)" onClick={onSnooze}>
              <AlarmClock aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label="Archive email"
              title="Archive (e)"
              onClick={details.onArchive}
            >
              <Archive aria-hidden />
            </Button>
          </header>
          <EmailCardDetails key={email.id} email={email} {...details} />
        </article>
      )}
    </section>
  );
}
