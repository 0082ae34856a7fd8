import type { SyncStatus } from '@triage/contracts';
import { format, formatDistanceToNowStrict } from 'date-fns';
import { RotateCcw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { isFailed, retryableRuns, RUN_KINDS, runCounts, runDuration, TRIGGERS, type SyncRun } from '../lib/sync-runs';

interface SyncRunsTableProps {
  runs: SyncStatus['recent'];
  retrying: boolean;
  onRetry: (run: SyncRun) => void;
}

function StatusBadge({ run }: { run: SyncRun }) {
  if (run.status === 'running') {
    return (
      <Badge variant="secondary">
        <Spinner className="size-3" />
        Running
      </Badge>
    );
  }
  if (isFailed(run)) return <Badge variant="destructive">Failed</Badge>;
  return <Badge className="bg-emerald-600">Completed</Badge>;
}

/** Recent sync and import runs, newest first, with counts, errors and a retry for the latest failure. */
export function SyncRunsTable({ runs, retrying, onRetry }: SyncRunsTableProps) {
  const retryable = retryableRuns(runs);
  return (
    <Table aria-label="Recent runs">
      <TableHeader>
        <TableRow>
          <TableHead>Run</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Started</TableHead>
          <TableHead>Duration</TableHead>
          <TableHead>Changes</TableHead>
          <TableHead className="w-full">Error</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {runs.map((run) => (
          <TableRow key={run.id} data-testid="sync-run" data-kind={run.kind} data-status={run.status}>
            <TableCell>
              <p className="font-medium">{RUN_KINDS[run.kind] ?? run.kind}</p>
              <p className="text-xs text-muted-foreground">{TRIGGERS[run.trigger] ?? run.trigger}</p>
            </TableCell>
            <TableCell>
              <StatusBadge run={run} />
            </TableCell>
            <TableCell className="whitespace-nowrap" title={format(new Date(run.startedAt), 'PPpp')}>
              {formatDistanceToNowStrict(new Date(run.startedAt), { addSuffix: true })}
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{runDuration(run) ?? '—'}</TableCell>
            <TableCell className="whitespace-nowrap">{run.status === 'running' ? '—' : runCounts(run)}</TableCell>
            <TableCell>
              {run.error && <p className="max-w-md text-sm text-destructive">{run.error}</p>}
              {retryable.has(run.id) && (
                <Button variant="outline" size="sm" className="mt-1" disabled={retrying} onClick={() => onRetry(run)}>
                  <RotateCcw aria-hidden />
                  Retry {RUN_KINDS[run.kind]?.toLowerCase() ?? run.kind}
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
