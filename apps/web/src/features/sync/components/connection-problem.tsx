import { connectionThrottledText, type SyncStatus } from '@triage/contracts';
import { format } from 'date-fns';
import { CircleAlert, Hourglass } from 'lucide-react';

/**
 * Why the mailbox is not syncing, in Settings and on the Sync Dashboard: a stopped connection
 * (the mailbox Graph cannot serve, a refused app registration) with Microsoft's code for the
 * administrator, or a throttling pause with the time it ends. Nothing when sync runs normally.
 */
export function ConnectionProblem({ status }: { status: Pick<SyncStatus, 'problem' | 'notBefore'> }) {
  if (status.problem) {
    return (
      <div
        role="alert"
        data-testid="connection-problem"
        className="flex items-start gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm"
      >
        <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
        <div className="space-y-1">
          <p>{status.problem.message}</p>
          {status.problem.detail && <p className="font-mono text-xs text-muted-foreground">{status.problem.detail}</p>}
        </div>
      </div>
    );
  }
  if (status.notBefore) {
    return (
      <div
        role="status"
        data-testid="connection-throttled"
        className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
      >
        <Hourglass className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p>{connectionThrottledText(format(new Date(status.notBefore), 'PPpp'))}</p>
      </div>
    );
  }
  return null;
}
