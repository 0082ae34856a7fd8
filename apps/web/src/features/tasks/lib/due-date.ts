import type { TaskStatus } from '@triage/contracts';
import { differenceInCalendarDays } from 'date-fns';
import { parseIsoDay } from '@/components/ui/date-picker';

export type DueTone = 'destructive' | 'secondary' | 'muted';

/**
 * Due-date colouring (docs/behaviour.md, Tasks): overdue -> destructive, due today or tomorrow (within 1 day) ->
 * secondary, otherwise muted. A finished task is never shown as urgent.
 */
export function dueDateTone(dueDate: string | null, today: Date, status?: TaskStatus): DueTone | null {
  const due = parseIsoDay(dueDate);
  if (!due) return null;
  if (status === 'completed' || status === 'archived') return 'muted';
  const days = differenceInCalendarDays(due, today);
  if (days < 0) return 'destructive';
  if (days <= 1) return 'secondary';
  return 'muted';
}
