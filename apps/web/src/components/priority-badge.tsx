import { PRIORITY_LABELS, type Priority } from '@triage/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const PRIORITY_CLASSES: Record<Priority, string> = {
  P1: 'border-red-200 bg-red-50 text-red-700',
  P2: 'border-orange-200 bg-orange-50 text-orange-700',
  P3: 'border-blue-200 bg-blue-50 text-blue-700',
  P4: 'border-slate-200 bg-slate-50 text-slate-600',
};

/** 'P2 High' style badge, coloured by urgency. */
export function PriorityBadge({ priority, className }: { priority: string; className?: string }) {
  const known = priority in PRIORITY_LABELS ? (priority as Priority) : null;
  return (
    <Badge variant="outline" className={cn(known && PRIORITY_CLASSES[known], className)}>
      {known ? `${known} ${PRIORITY_LABELS[known]}` : priority}
    </Badge>
  );
}
