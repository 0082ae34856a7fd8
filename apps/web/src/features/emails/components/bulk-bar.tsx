import type { Project } from '@triage/contracts';
import { AlarmClock, Archive, CheckCheck, FolderInput, X, XCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

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
      <Select value="" onValueChange={onMove} disabled={busy || open.length === 0}>
        <SelectTrigger aria-label="Move to project" className="h-8 w-44">
          <FolderInput className="size-4" aria-hidden />
          <SelectValue placeholder="Move to project" />
        </SelectTrigger>
        <SelectContent>
          {open.map((p) => (
            <SelectItem key={p.id} value={p.id}>
              {p.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Button size="sm" variant="outline" disabled={busy} onClick={onSnooze}>
        <AlarmClock aria-hidden /> Snooze
      </Button>
      <Button size="sm" variant="ghost" className="ml-auto" onClick={onClear}>
        <X aria-hidden /> Clear selection
      </Button>
    </div>
  );
}
