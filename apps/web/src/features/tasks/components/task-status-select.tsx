import { TASK_STATUS_LABELS, TASK_STATUSES, type Task, type TaskStatus } from '@triage/contracts';
import { SelectOnDemand } from '@/components/ui/select-on-demand';

const OPTIONS = TASK_STATUSES.map((status) => ({ value: status, label: TASK_STATUS_LABELS[status] }));

export function TaskStatusSelect({ task, onChange }: { task: Task; onChange: (status: TaskStatus) => void }) {
  return (
    <SelectOnDemand
      aria-label={`Status of ${task.title}`}
      className="h-8 w-36"
      value={task.status}
      onValueChange={(v) => onChange(v as TaskStatus)}
      options={OPTIONS}
      loadWhenIdle={false}
    />
  );
}
