import type { Project } from '@triage/contracts';
import { AlarmClock, Archive, CheckCheck, FolderInput, X, XCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SelectOnDemand } from '@/components/ui/select-on-demand';

interface BulkBarProps {
  count: number;
  projects: Project[];
  busy: boolean;
  onArchive: () => void;
  onApprove: () => void;
  onReject: () => void;
  onMove: (projectId: string) => void;
  onSnooze: () => void;
  onClear: () => void;
}

/** The selection's actions, one request each; shown while emails are selected. */
export function BulkBar({ count, projects, busy, onArchive, onApprove, onReject, onMove, onSnooze, onClear }: BulkBarProps) {
  const open = projects.filter((p) => !p.is_archived && p.status !== 'done' && p.status !== 'archived');
  return (
    <div role="toolbar" aria-label="Selected emails" className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/50 px-3 py-2">
      <span className="text-sm font-medium" aria-live="polite">
        {count} selected
      </span>
      <Button size="sm" variant="outline" disabled={busy} onClick={onArchive}>
        <Archive aria-hidden /> Archive
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={onApprove}>
        <CheckCheck aria-hidden /> Approve projects
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={onReject}>
        <XCircle aria-hidden /> Reject suggestions
      </Button>
      <SelectOnDemand
        aria-label="Move to project"
        className="h-8 w-44"
        icon={<FolderInput className="size-4" aria-hidden />}
        placeholder="Move to project"
        value=""
        onValueChange={onMove}
        disabled={busy || open.length === 0}
        options={open.map((p) => ({ value: p.id, label: p.name }))}
      />
      <Button size="sm" variant="outline" disabled={busy} onClick={onSnooze}>
        <AlarmClock aria-hidden /> Snooze
      </Button>
      <Button size="sm" variant="ghost" className="ml-auto" onClick={onClear}>
        <X aria-hidden /> Clear selection
      </Button>
    </div>
  );
}
