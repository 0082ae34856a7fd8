import type { Commitment, Project } from '@triage/contracts';
import { CalendarCheck, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { useApproveCommitment, useDismissCommitment } from '../api/commitment-actions';

/** "I'll send it by Friday": a proposed task for the user, due the day they promised. */
export function CommitmentRow({ commitment, projects }: { commitment: Commitment; projects: Project[] }) {
  const [projectId, setProjectId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const approve = useApproveCommitment();
  const dismiss = useDismissCommitment();
  const create = () => {
    if (!projectId) {
      setError('Please select a project to continue');
      return;
    }
    approve.mutate({ id: commitment.id, projectId });
  };
  return (
    <Card role="listitem" aria-label={commitment.title} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-medium">{commitment.title}</p>
        <p className="text-sm text-muted-foreground">
          Due {commitment.dueDate}
          {commitment.subject ? ` · ${commitment.subject}` : ''}
        </p>
        <p className="text-sm italic text-muted-foreground">“{commitment.sentence}”</p>
      </div>
      <div className="flex shrink-0 flex-wrap items-end gap-2">
        <SelectField
          label="Project"
          className="w-48"
          value={projectId}
          onValueChange={(v) => {
            setProjectId(v);
            setError(undefined);
          }}
          options={projects.filter((p) => !p.is_archived).map((p) => ({ value: p.id, label: p.name }))}
          placeholder="Select a project"
          error={error}
        />
        <Button size="sm" onClick={create} disabled={approve.isPending}>
          <CalendarCheck aria-hidden /> Create task
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => dismiss.mutate(commitment.id)}
          disabled={dismiss.isPending}
          aria-label={`Dismiss "${commitment.title}"`}
        >
          <X aria-hidden /> Dismiss
        </Button>
      </div>
    </Card>
  );
}
