import type { EmailRecommendation, RecommendationPage } from '@triage/contracts';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { groupByPriority } from '../lib/priority-groups';

interface EmailListProps {
  emails: EmailRecommendation[];
  grouped: boolean;
  byPriority: RecommendationPage['summary']['byPriority'] | undefined;
  renderEmail: (email: EmailRecommendation) => ReactNode;
  /** Compact rows: no gaps, the group headings as slim bands. */
  dense?: boolean;
}

/** The queue: a flat list, or under the priority headings with their counts in the Task Priority view. */
export function EmailList({ emails, grouped, byPriority, renderEmail, dense = false }: EmailListProps) {
  if (!grouped) {
    return <div className={cn(!dense && 'space-y-3')}>{emails.map(renderEmail)}</div>;
  }
  return (
    <div className={cn(!dense && 'space-y-6')}>
      {groupByPriority(emails, byPriority).map((group) => (
        <section key={group.key} aria-label={group.title} className={cn(!dense && 'space-y-3')}>
          <h3 className={cn('flex items-center gap-2 text-sm font-semibold', dense && 'border-b bg-muted/60 px-3 py-1')}>
            {group.title}
            <span
              className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground"
              aria-label={`${group.total} emails`}
            >
              {group.total}
            </span>
          </h3>
          {group.emails.map(renderEmail)}
        </section>
      ))}
    </div>
  );
}
