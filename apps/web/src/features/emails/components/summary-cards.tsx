import type { RecommendationPage } from '@triage/contracts';
import { FolderCheck, Inbox, type LucideIcon, ScanSearch } from 'lucide-react';
import { Card } from '@/components/ui/card';

interface SummaryCardsProps {
  summary: RecommendationPage['summary'] | undefined;
}

const CARDS: { key: 'total' | 'projectsMatched' | 'pendingReview'; label: string; hint: string; icon: LucideIcon }[] = [
  { key: 'total', label: 'Total Emails', hint: 'In the inbox, not archived', icon: Inbox },
  { key: 'projectsMatched', label: 'Projects Matched', hint: 'Emails with a recommended project', icon: FolderCheck },
  { key: 'pendingReview', label: 'Pending Review', hint: 'Project not yet approved or rejected', icon: ScanSearch },
];

/** The Training Center's three counters. */
export function SummaryCards({ summary }: SummaryCardsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {CARDS.map(({ key, label, hint, icon: Icon }) => {
        const value = summary?.[key];
        return (
          <Card key={key} role="group" aria-label={`${label}: ${value ?? '…'}`} className="flex items-center gap-4 p-5">
            <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <Icon className="size-5" aria-hidden />
            </div>
            <div className="min-w-0">
              <p className="text-sm text-muted-foreground">{label}</p>
              <p className="text-2xl font-semibold tabular-nums">
                {value ?? '–'}
              </p>
              <p className="truncate text-xs text-muted-foreground">{hint}</p>
            </div>
          </Card>
        );
      })}
    </div>
  );
}
