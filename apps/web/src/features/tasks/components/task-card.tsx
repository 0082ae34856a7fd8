import type { Task } from '@triage/contracts';
import { FolderKanban, User } from 'lucide-react';
import { memo, type MouseEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/utils';
import { PriorityBadge } from '@/components/priority-badge';
import type { TaskActions } from '../hooks/use-task-actions';
import { SourceEmailButton } from './source-email-dialog';
import { TaskActionsMenu } from './task-actions-menu';
import { TaskChecklistPreview } from './task-checklist-preview';
import { TaskDueDate } from './task-due-date';
import { TaskStatusSelect } from './task-status-select';

const INTERACTIVE = 'button, a, input, label, [role="checkbox"], [role="combobox"]';

/** Memoised: typing in the search box re-renders the page, and the cards shown until the answer comes stay as they are. */
export const TaskCard = memo(function TaskCard({ task, actions }: { task: Task; actions: TaskActions }) {
  const completed = task.status === 'completed';
  // Clicking the card's background opens the detail dialog; its controls keep their own clicks
  // (and clicks inside portalled popovers, which bubble through React, are not the card's).
  const openFromCard = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!event.currentTarget.contains(target) || target.closest(INTERACTIVE)) return;
    actions.open(task);
  };
  return (
    <Card
      className="flex cursor-pointer flex-col gap-1.5 px-3 py-2.5 transition-shadow hover:shadow-md"
      onClick={openFromCard}
      data-testid="task-card"
    >
      {/* On a phone the status select wraps under the title (beside it, a long title took a line for
          every word or two); from 'sm' up it sits on the title's line. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <Checkbox
          className="size-5 sm:size-4"
          checked={completed}
          onCheckedChange={() => actions.toggleCompleted(task)}
          aria-label={completed ? `Mark "${task.title}" as to do` : `Mark "${task.title}" as completed`}
        />
        <div className="min-w-0 flex-1">
          <button
            type="button"
            onClick={() => actions.open(task)}
            className={cn(
              'max-w-full cursor-pointer text-left font-medium [overflow-wrap:anywhere] hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              completed && 'text-muted-foreground line-through',
            )}
          >
            {task.title}
          </button>
        </div>
        {/* The description (often the email's text) lives in the detail dialog, keeping the list dense. */}
        <div className="order-last w-full pl-8 sm:order-none sm:w-auto sm:pl-0">
          <TaskStatusSelect task={task} onChange={(status) => actions.changeStatus(task, status)} />
        </div>
        <TaskActionsMenu task={task} actions={actions} />
      </div>
      <div className="flex flex-wrap items-center gap-1.5 pl-8 sm:pl-7">
        <PriorityBadge priority={task.priority} />
        {task.project_name && (
          <Badge variant="secondary">
            <FolderKanban aria-hidden />
            {task.project_name}
          </Badge>
        )}
        <TaskDueDate task={task} onChange={(due) => actions.changeDueDate(task, due)} />
        {task.assignee && (
          <Badge variant="outline">
            <User aria-hidden />
            {task.assignee}
          </Badge>
        )}
        {task.sourceEmailId && <SourceEmailButton emailId={task.sourceEmailId} />}
      </div>
      {task.checklist.length > 0 && (
        <div className="pl-8 sm:pl-7">
          <TaskChecklistPreview task={task} onToggle={(itemId, done) => actions.toggleChecklistItem(task, itemId, done)} />
        </div>
      )}
    </Card>
  );
});
