import type { Task } from '@triage/contracts';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/utils';
import { previewList } from '@/lib/checklist-preview';

interface TaskChecklistPreviewProps {
  task: Task;
  onToggle: (itemId: string, completed: boolean) => void;
}

/** First 3 checklist items, tickable in place, then '+n more items...'. */
export function TaskChecklistPreview({ task, onToggle }: TaskChecklistPreviewProps) {
  if (task.checklist.length === 0) return null;
  const { visible, moreLabel } = previewList(task.checklist);
  const done = task.checklist.filter((item) => item.completed).length;
  return (
    <div className="flex flex-col gap-1.5 rounded-md bg-muted/60 p-2.5">
      <p className="text-xs font-medium text-muted-foreground">{`Checklist ${done}/${task.checklist.length}`}</p>
      <ul className="flex flex-col gap-1">
        {visible.map((item) => {
          const id = `checklist-${task.id}-${item.id}`;
          return (
            <li key={item.id} className="flex items-center gap-2 text-sm">
              <Checkbox id={id} checked={item.completed} onCheckedChange={(c) => onToggle(item.id, c === true)} />
              <label htmlFor={id} className={cn('cursor-pointer', item.completed && 'text-muted-foreground line-through')}>
                {item.text}
              </label>
            </li>
          );
        })}
      </ul>
      {moreLabel && <p className="text-xs text-muted-foreground">{moreLabel}</p>}
    </div>
  );
}
