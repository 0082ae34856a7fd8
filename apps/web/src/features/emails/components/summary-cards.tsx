import type { RecommendationPage } from '@triage/contracts';
import { FolderCheck, Inbox, type LucideIcon, ScanSearch } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

interface SummaryCardsProps {
  summary: RecommendationPage['summary'] | undefined;
  /** One slim line of cards, leaving the height to the list and reading pane. */
  dense?: boolean;
}

const CARDS: { key: 'total' | 'projectsMatched' | 'pendingReview'; label: string; hint: string; icon: LucideIcon }[] = [
  { key: 'total', label: 'Total Emails', hint: 'In the inbox, not archived', icon: Inbox },
  { key: 'projectsMatched', label: 'Projects Matched', hint: 'Emails with a recommended project', icon: FolderCheck },
  { key: 'pendingReview', label: 'Pending Review', hint: 'Project not yet approved or rejected', icon: ScanSearch },
];

/** The Training Center's three counters. */
export function SummaryCards({ summary, dense = false }: SummaryCardsProps) {
  return (
    <div className={cn('grid grid-cols-3', dense ? 'gap-3' : 'gap-2 sm:gap-4')}>
      {CARDS.map(({ key, label, hint, icon: Icon }) => {
        const value = summary?.[key];
        return (
          <Card
            key={key}
            role="group"
            aria-label={`${label}: ${value ?? '…'}`}
            title={hint}
            className={cn('flex items-center', dense ? 'gap-3 px-4 py-2' : 'gap-2 p-3 sm:gap-4 sm:p-5')}
          >
            <div
              className={cn(
                'hidden shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground sm:flex',
                dense ? 'size-8' : 'size-10',
              )}
            >
              <Icon className="size-5" aria-hidden />
            </div>
            <div className={cn('min-w-0', dense && 'flex items-baseline gap-2')}>
              <p className="text-xs text-muted-foreground sm:text-sm">{label}</p>
              <p className={cn('font-semibold tabular-nums', dense ? 'text-lg' : 'text-xl sm:text-2xl')}>{value ?? '–'}</p>
              {!dense && <p className="hidden truncate text-xs text-muted-foreground sm:block">{hint}</p>}
            </div>
          </Card>
        );
      })}
    </div>
  );
}
