import type { EmailRecommendation } from '@triage/contracts';
import { memo, type Ref } from 'react';
import { cn } from '@/lib/utils';
import { EmailCardDetails, type EmailCardDetailsProps } from './email-card-details';
import { EmailCardHeader } from './email-card-header';

export interface EmailCardProps {
  email: EmailRecommendation;
  /** What an expanded card shows under its header; given only while expanded. */
  details?: Omit<EmailCardDetailsProps, 'email'>;
  active: boolean;
  /** Chosen with x for a bulk action. */
  selected?: boolean;
  cardRef?: Ref<HTMLElement>;
  /** The handlers take the card's email, so the list can pass the same functions to every card. */
  onToggle: (email: EmailRecommendation) => void;
  onActivate: (email: EmailRecommendation) => void;
  onArchive: (email: EmailRecommendation) => void;
}

/**
 * One email of the queue. The card itself takes keyboard focus (roving: only the active card is in
 * the tab order); j/k move between cards and Enter/o expands. Memoised: a collapsed card re-renders
 * only when its email, focus or selection changes.
 */
export const EmailCard = memo(function EmailCard({
  email,
  details,
  active,
  selected = false,
  cardRef,
  onToggle,
  onActivate,
  onArchive,
}: EmailCardProps) {
  return (
    <article
      ref={cardRef}
      tabIndex={active ? 0 : -1}
      data-email-id={email.id}
      data-testid="email-card"
      data-active={active || undefined}
      data-selected={selected || undefined}
      aria-label={`${email.subject} from ${email.from}`}
      aria-current={active || undefined}
      onFocus={(e) => {
        if (e.target === e.currentTarget || !active) onActivate(email);
      }}
      className={cn(
        'scroll-mt-4 rounded-xl border bg-card p-4 shadow-sm transition-shadow outline-none',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        active && 'border-primary/50 shadow-md',
        selected && 'bg-primary/5 ring-2 ring-primary/60',
        !email.isRead && 'border-l-4 border-l-primary',
      )}
    >
      <EmailCardHeader email={email} expanded={details !== undefined} onToggle={() => onToggle(email)} onArchive={() => onArchive(email)} />
      {details && <EmailCardDetails email={email} {...details} />}
    </article>
  );
});
