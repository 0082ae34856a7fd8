import type { EmailRecommendation, Project } from '@triage/contracts';
import type { EmailActions } from '../hooks/use-email-actions';
import { SuggestedTaskItem } from './suggested-task-item';

interface SuggestedTasksProps {
  email: EmailRecommendation;
  projects: Project[];
  projectsLoading: boolean;
  actions: EmailActions;
}

export function SuggestedTasks({ email, projects, projectsLoading, actions }: SuggestedTasksProps) {
  return (
    <section aria-label="Suggested Tasks" className="rounded-lg border bg-card p-4">
      <h4 className="mb-3 text-sm font-semibold">
        Suggested Tasks <span className="font-normal text-muted-foreground">({email.suggestedTasks.length})</span>
      </h4>
      {email.suggestedTasks.length === 0 ? (
        <p className="text-sm text-muted-foreground">No tasks suggested for this email.</p>
      ) : (
        <ul className="space-y-2">
          {email.suggestedTasks.map((task) => (
            <SuggestedTaskItem
              key={task.id}
              email={email}
              task={task}
              projects={projects}
              projectsLoading={projectsLoading}
              actions={actions}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
