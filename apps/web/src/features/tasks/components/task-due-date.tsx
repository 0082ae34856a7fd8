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

/** The due date as a coloured badge; clicking it picks another day or removes it. */
export function TaskDueDate({ task, onChange }: TaskDueDateProps) {
  const [open, setOpen] = useState(false);
  const tone = dueDateTone(task.due_date, new Date(), task.status);
  const selected = parseIsoDay(task.due_date);
  const pick = (value: string | null) => {
    setOpen(false);
    if (value !== task.due_date) onChange(value);
  };
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label={task.due_date ? `Due ${formatDay(task.due_date)}, change due date` : 'Set due date'}
        data-tone={tone ?? 'none'}
        className={cn(
          badgeVariants({ variant: tone === 'muted' ? 'ghost' : (tone ?? 'outline') }),
          'cursor-pointer focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          !tone && 'border-dashed text-muted-foreground',
        )}
      >
        <CalendarDays aria-hidden />
        {task.due_date ? `Due ${formatDay(task.due_date)}` : 'No due date'}
      </PopoverTrigger>
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
