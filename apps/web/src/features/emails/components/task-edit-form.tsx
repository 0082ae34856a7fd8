import { PRIORITIES, PRIORITY_LABELS, TASK_ERRORS, type Priority, type Project, type SuggestedTask } from '@triage/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { TaskEdits } from '../hooks/use-email-actions';
import { ProjectSelect } from './project-select';

interface TaskEditFormProps {
  task: Pick<SuggestedTask, 'title' | 'description' | 'priority' | 'dueDate' | 'projectId'>;
  projects: Project[];
  projectsLoading: boolean;
  submitLabel: string;
  busy: boolean;
  onSubmit: (edits: TaskEdits) => Promise<unknown> | void;
  onCancel?: () => void;
}

/** Edit a suggested (or manual) task before it is created; validation texts of docs/behaviour.md, Validation. */
export function TaskEditForm({ task, projects, projectsLoading, submitLabel, busy, onSubmit, onCancel }: TaskEditFormProps) {
  const id = useId();
  const [title, setTitle] = useState(task.title);
  const [description, setDescription] = useState(task.description);
  const [priority, setPriority] = useState<Priority>(task.priority);
  const [due, setDue] = useState(task.dueDate ?? '');
  const [projectId, setProjectId] = useState(task.projectId ?? '');
  const [errors, setErrors] = useState<{ title?: string; project?: string }>({});

  const submit = () => {
    const next = {
      title: title.trim() ? undefined : TASK_ERRORS.titleRequired,
      project: projectId ? undefined : TASK_ERRORS.projectRequired,
    };
    setErrors(next);
    if (next.title || next.project) return;
    void onSubmit({ title: title.trim(), description, priority, due_date: due || null, project_id: projectId });
  };

  return (
    <form
      className="grid gap-3 rounded-md border bg-muted/30 p-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input id={`${id}-title`} autoFocus value={title} aria-invalid={Boolean(errors.title) || undefined} onChange={(e) => setTitle(e.target.value)} />
        <FieldError message={errors.title} />
      </div>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea id={`${id}-description`} rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-project`}>Project</Label>
        <ProjectSelect
          id={`${id}-project`}
          label="Task project"
          projects={projects}
          loading={projectsLoading}
          value={projectId}
          invalid={Boolean(errors.project)}
          onValueChange={setProjectId}
        />
        <FieldError message={errors.project} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-priority`}>Priority</Label>
          <Select value={priority} onValueChange={(v) => setPriority(v as Priority)}>
            <SelectTrigger id={`${id}-priority`} aria-label="Task priority" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PRIORITIES.map((p) => (
                <SelectItem key={p} value={p}>{`${p} ${PRIORITY_LABELS[p]}`}</SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-due`}>Due date</Label>
          <Input id={`${id}-due`} type="date" value={due} onChange={(e) => setDue(e.target.value)} />
        </div>
      </div>
      <div className="flex justify-end gap-2 sm:col-span-2">
        {onCancel && (
          <Button type="button" variant="outline" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
