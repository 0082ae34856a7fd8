import { TASK_STATUS_LABELS, TASK_STATUSES, type Task, type TaskStatus } from '@triage/contracts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export function TaskStatusSelect({ task, onChange }: { task: Task; onChange: (status: TaskStatus) => void }) {
  return (
    <Select value={task.status} onValueChange={(v) => onChange(v as TaskStatus)}>
      <SelectTrigger aria-label={`Status of ${task.title}`} className="h-8 w-36">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {TASK_STATUSES.map((status) => (
          <SelectItem key={status} value={status}>
            {TASK_STATUS_LABELS[status]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
