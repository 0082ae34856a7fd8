import type { Task } from '@triage/contracts';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { badgeVariants } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { formatDay, parseIsoDay, toIsoDay } from '@/components/ui/date-picker';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { dueDateTone } from '../lib/due-date';

interface TaskDueDateProps {
  task: Task;
  onChange: (dueDate: string | null) => void;
}

/**
 * The due date as a coloured badge; clicking it picks another day or removes it. The popover (Radix's
 * popper and focus scope) mounts when the badge is first clicked, so a list of cards renders plain
 * buttons.
 */
export function TaskDueDate({ task, onChange }: TaskDueDateProps) {
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const tone = dueDateTone(task.due_date, new Date(), task.status);
  const pick = (value: string | null) => {
    setOpen(false);
    if (value !== task.due_date) onChange(value);
  };
  const day = task.due_date ? formatDay(task.due_date) : null;
  const trigger = {
    'aria-label': day ? `Due ${day}, change due date` : 'Set due date',
    'data-tone': tone ?? 'none',
    className: cn(
      badgeVariants({ variant: tone === 'muted' ? 'ghost' : (tone ?? 'outline') }),
      'cursor-pointer focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
      !tone && 'border-dashed text-muted-foreground',
    ),
  };
  const badge = (
    <>
      <CalendarDays aria-hidden />
      {day ? `Due ${day}` : 'No due date'}
    </>
  );
  if (!used) {
    const openNow = () => {
      setUsed(true);
      setOpen(true);
    };
    return (
      <button type="button" aria-haspopup="dialog" aria-expanded={false} onClick={openNow} {...trigger}>
        {badge}
      </button>
    );
  }
  const selected = parseIsoDay(task.due_date);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger {...trigger}>{badge}</PopoverTrigger>
      <PopoverContent className="w-auto p-2">
        <Calendar
          mode="single"
          selected={selected}
          defaultMonth={selected}
          onSelect={(day) => pick(day ? toIsoDay(day) : null)}
          autoFocus
        />
        {task.due_date && (
          <Button variant="ghost" size="sm" className="mt-1 w-full" onClick={() => pick(null)}>
            Remove due date
          </Button>
        )}
      </PopoverContent>
    </Popover>
  );
}
