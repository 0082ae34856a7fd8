import type { EmailRecommendation, Project } from '@triage/contracts';
import { RECOMMENDATION_ERRORS } from '@triage/contracts';
import { Check, FolderKanban, Pencil, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { SELECT_TRIGGER_CLASS } from '@/components/ui/select-trigger-class';
import type { EmailActions } from '../hooks/use-email-actions';
import { cn } from '@/lib/utils';
import { DecisionBadge } from './decision-badge';

/** The project list (Radix Select) loads when Edit is clicked, not with the queue (docs/performance.md, The first screen's JS). */
const ProjectSelect = lazy(() => import('@/components/project-select').then((m) => ({ default: m.ProjectSelect })));

interface ProjectRecommendationProps {
  email: EmailRecommendation;
  projects: Project[];
  projectsLoading: boolean;
  actions: EmailActions;
}

const isNone = (label: string) => !label.trim() || label.trim().toLowerCase() === 'none';

/** Project recommendation (docs/behaviour.md, States and transitions): approve, reject, or edit with 'Save & Update'. */
export function ProjectRecommendation({ email, projects, projectsLoading, actions }: ProjectRecommendationProps) {
  const ai = email.aiClassification;
  const [editing, setEditing] = useState(false);
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!ai) return null;

  const unsure = !ai.projectId && isNone(ai.label) && !ai.userSelected && ai.alternatives.length > 0;
  const name = ai.projectName ?? (unsure ? 'No confident match' : isNone(ai.label) ? 'Unclassified' : ai.label);
  const differs = !isNone(ai.label) && ai.projectName !== null && ai.projectName.trim().toLowerCase() !== ai.label.trim().toLowerCase();
  const decided = ai.approved !== null;

  const startEdit = () => {
    setChoice(ai.projectId ?? '');
    setError(null);
    setEditing(true);
  };
  const approve = () => {
    if (ai.projectId) void actions.approveProject(email);
    else {
      startEdit();
      setError(RECOMMENDATION_ERRORS.selectProject);
    }
  };
  const save = async () => {
    if (!choice) {
      setError(RECOMMENDATION_ERRORS.selectProject);
      return;
    }
    if (await actions.saveProject(email, choice)) setEditing(false);
  };

  return (
    <section aria-label="Recommended Project" className="rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h4 className="text-sm font-semibold">Recommended Project</h4>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <FolderKanban className="size-4 text-muted-foreground" aria-hidden />
            <span className="font-medium" data-testid="recommended-project">
              {name}
            </span>
            {!unsure && (
              <>
                <Badge variant="secondary">{ai.userSelected ? 'User Selected' : 'AI Classified'}</Badge>
                <span className="text-xs text-muted-foreground">{Math.round(ai.confidence * 100)}% confidence</span>
              </>
            )}
          </p>
          {unsure && !decided && !editing && (
            <div className="flex flex-wrap items-center gap-1.5 pt-1" role="group" aria-label="Closest projects">
              <span className="text-xs text-muted-foreground">Closest:</span>
              {ai.alternatives.slice(0, 3).map((choice) => (
                <Button
                  key={choice.projectId}
                  size="sm"
                  variant="outline"
                  className="h-7"
                  disabled={actions.busy}
                  onClick={() => void actions.saveProject(email, choice.projectId)}
                >
                  {choice.name}
                  <span className="text-xs text-muted-foreground">{Math.round(choice.confidence * 100)}%</span>
                </Button>
              ))}
            </div>
          )}
          {differs && <p className="text-xs text-muted-foreground">Original: {ai.label}</p>}
          {ai.reasons.length > 0 && <p className="text-xs text-muted-foreground">Why: {ai.reasons.slice(0, 2).join('; ')}</p>}
        </div>
        {!editing && (
          <div className="flex flex-wrap items-center gap-1.5">
            {decided ? (
              <DecisionBadge approved={ai.approved === true} />
            ) : (
              <>
                <Button size="sm" onClick={approve} disabled={actions.busy}>
                  <Check aria-hidden /> Approve
                </Button>
                <Button size="sm" variant="outline" onClick={() => void actions.rejectProject(email)} disabled={actions.busy}>
                  <X aria-hidden /> Reject
                </Button>
              </>
            )}
            <Button size="sm" variant="ghost" onClick={startEdit} aria-label="Edit project">
              <Pencil aria-hidden /> Edit
            </Button>
          </div>
        )}
      </div>
      {editing && (
        <div className="mt-3 flex flex-wrap items-start gap-2">
          <div className="min-w-56 flex-1 space-y-1">
            <Suspense fallback={<div className={cn(SELECT_TRIGGER_CLASS, 'w-full text-muted-foreground')}>Loading projects...</div>}>
              <ProjectSelect
                label="Project"
                projects={projects}
                loading={projectsLoading}
                value={choice}
                invalid={Boolean(error)}
                onValueChange={(id) => {
                  setChoice(id);
                  setError(null);
                }}
              />
            </Suspense>
            <FieldError message={error ?? undefined} />
          </div>
          <Button size="sm" className="h-9" onClick={() => void save()} disabled={actions.busy}>
            Save & Update
          </Button>
          <Button size="sm" variant="outline" className="h-9" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </div>
      )}
    </section>
  );
}
