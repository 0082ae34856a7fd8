import type { EmailRecommendation, Project, SuggestedTask } from '@triage/contracts';
import { CalendarDays, Check, ExternalLink, Pencil, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LazyTaskForm } from '@/components/task-form/lazy-task-form';
import { Button } from '@/components/ui/button';
import { PriorityBadge } from '@/components/priority-badge';
import type { EmailActions } from '../hooks/use-email-actions';
import { CARD_TASK_SELECTS, suggestedTaskForm } from '../lib/suggested-task-form';
import { DecisionBadge } from './decision-badge';

interface SuggestedTaskItemProps {
  email: EmailRecommendation;
  task: SuggestedTask;
  projects: Project[];
  projectsLoading: boolean;
  actions: EmailActions;
}

let dueFormat: Intl.DateTimeFormat | undefined;
/** 'Mar 4, 2026' in the browser's words; one formatter for every card (toLocaleDateString makes one a call). */
const formatDue = (iso: string) =>
  (dueFormat ??= new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' })).format(
    new Date(`${iso}T00:00:00`),
  );

/** One suggested task: approve, reject or edit ('Save & Create'); a badge once decided. */
export function SuggestedTaskItem({ email, task, projects, projectsLoading, actions }: SuggestedTaskItemProps) {
  const [editing, setEditing] = useState(false);
  const rejected = task.status === 'rejected' || actions.isLocallyRejected(email.id, task.id);
  const decided = rejected || task.status === 'approved';

  return (
    <li className="rounded-md border p-3" data-testid="suggested-task">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <p className={rejected ? 'font-medium text-muted-foreground line-through' : 'font-medium'}>{task.title}</p>
          {task.description && <p className="line-clamp-2 text-sm text-muted-foreground">{task.description}</p>}
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <PriorityBadge priority={task.priority} />
            {task.dueDate && (
              <span className="flex items-center gap-1">
                <CalendarDays className="size-3.5" aria-hidden /> Due {formatDue(task.dueDate)}
                {task.dueSource === 'default' && <span className="italic">(no date in the email)</span>}
              </span>
            )}
            {task.projectName && <span>{task.projectName}</span>}
            <span>{Math.round(task.confidence * 100)}% confidence</span>
          </div>
        </div>
        {decided ? (
          <div className="flex items-center gap-2">
            <DecisionBadge approved={!rejected} />
            {task.taskId && !rejected && (
              <Link to="/tasks" className="flex items-center gap-1 text-xs text-primary hover:underline">
                View task <ExternalLink className="size-3" aria-hidden />
              </Link>
            )}
          </div>
        ) : (
          !editing && (
            <div className="flex gap-1.5">
              <Button
                size="sm"
                onClick={() => void actions.approveTask(email, task)}
                disabled={actions.busy}
                aria-label={`Approve task ${task.title}`}
              >
                <Check aria-hidden /> Approve
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => void actions.rejectTask(email, task)}
                disabled={actions.busy}
                aria-label={`Reject task ${task.title}`}
              >
                <X aria-hidden /> Reject
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setEditing(true)} aria-label={`Edit task ${task.title}`}>
                <Pencil aria-hidden /> Edit
              </Button>
            </div>
          )
        )}
      </div>
      {editing && !decided && (
        <div className="mt-3">
          <LazyTaskForm
            variant="compact"
            defaultValues={suggestedTaskForm(task)}
            selectNames={CARD_TASK_SELECTS}
            projects={projects}
            projectsLoading={projectsLoading}
            submitLabel="Save & Create"
            busy={actions.busy}
            onCancel={() => setEditing(false)}
            onSubmit={async ({ title, description, priority, due_date, project_id }) => {
              if (await actions.saveTask(email, task, { title, description, priority, due_date, project_id })) setEditing(false);
            }}
          />
        </div>
      )}
    </li>
  );
}
