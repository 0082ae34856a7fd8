import { PRIORITIES, PRIORITY_LABELS, TASK_ERRORS, type Prediction, type Priority } from '@triage/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useProjects } from '@/features/projects/api/get-projects';
import { ProjectSelect } from '@/features/emails/components/project-select';
import { useAcceptPrediction } from '../api/accept-prediction';
import { predictionTask } from './prediction-task';

interface AdjustAcceptDialogProps {
  prediction: Prediction | null;
  onOpenChange: (open: boolean) => void;
}

/** Edit the predicted task, then create it. */
export function AdjustAcceptDialog({ prediction, onOpenChange }: AdjustAcceptDialogProps) {
  return (
    <Dialog open={prediction !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-[600px]">
        <DialogHeader>
          <DialogTitle>Adjust & Accept</DialogTitle>
          <DialogDescription>Change anything the prediction got wrong, then create the task.</DialogDescription>
        </DialogHeader>
        {prediction && <AdjustForm prediction={prediction} close={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function AdjustForm({ prediction, close }: { prediction: Prediction; close: () => void }) {
  const id = useId();
  const projects = useProjects();
  const accept = useAcceptPrediction();
  const initial = predictionTask(prediction);
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description ?? '');
  const [projectId, setProjectId] = useState(initial.project_id);
  const [priority, setPriority] = useState<Priority>(initial.priority ?? 'P3');
  const [due, setDue] = useState(initial.due_date ?? '');
  const [assignee, setAssignee] = useState(initial.assignee ?? '');
  const [errors, setErrors] = useState<{ title?: string; project?: string }>({});

  const submit = () => {
    const next = { title: title.trim() ? undefined : TASK_ERRORS.titleRequired, project: projectId ? undefined : TASK_ERRORS.projectRequired };
    setErrors(next);
    if (next.title || next.project) return;
    accept.mutate(
      {
        title: title.trim(),
        description,
        project_id: projectId,
        priority,
        ...(due ? { due_date: due } : {}),
        ...(assignee.trim() ? { assignee: assignee.trim() } : {}),
      },
      {
        onSuccess: (task) => {
          toastSuccess('Task Created', task.title);
          close();
        },
        onError: (error) => toastError('Failed to create task', error),
      },
    );
  };

  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input id={`${id}-title`} value={title} aria-invalid={Boolean(errors.title) || undefined} onChange={(e) => setTitle(e.target.value)} />
        <FieldError message={errors.title} />
      </div>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea id={`${id}-description`} rows={4} value={description} onChange={(e) => setDescription(e.target.value)} />
      </div>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-project`}>Project</Label>
        <ProjectSelect id={`${id}-project`} label="Project" projects={projects.data ?? []} loading={projects.isPending} value={projectId} invalid={Boolean(errors.project)} onValueChange={setProjectId} />
        <FieldError message={errors.project} />
        {projects.data?.length === 0 && <FieldError message={TASK_ERRORS.noProjects} />}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-priority`}>Priority</Label>
        <Select value={priority} onValueChange={(v) => setPriority(v as Priority)}>
          <SelectTrigger id={`${id}-priority`} aria-label="Priority" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PRIORITIES.map((p) => <SelectItem key={p} value={p}>{`${p} ${PRIORITY_LABELS[p]}`}</SelectItem>)}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-due`}>Due date</Label>
        <Input id={`${id}-due`} type="date" value={due} onChange={(e) => setDue(e.target.value)} />
      </div>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-assignee`}>Assignee</Label>
        <Input id={`${id}-assignee`} value={assignee} placeholder="Optional" onChange={(e) => setAssignee(e.target.value)} />
      </div>
      <DialogFooter className="sm:col-span-2">
        <Button type="button" variant="outline" onClick={close}>Cancel</Button>
        <Button type="submit" disabled={accept.isPending}>Create Task</Button>
      </DialogFooter>
    </form>
  );
}
