import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useNow } from '@/lib/use-now';
import { useLatestImport, useStartImport } from '@/features/settings';
import { useSyncStatus } from '../api/get-sync-status';
import { useSyncNow } from '../api/sync-now';
import { QUEUE_NAMES, type SyncRun } from '../lib/sync-runs';
import { TodoFailures } from '@/features/followups';
import { ClassificationProblems } from './classification-problems';
import { ConnectionProblem } from './connection-problem';
import { SyncRunsTable } from './sync-runs-table';
import { SyncSummary } from './sync-summary';

export function SyncPage() {
  const status = useSyncStatus();
  const syncNow = useSyncNow();
  const latestImport = useLatestImport();
  const startImport = useStartImport();
  const now = useNow(15_000);
  const data = status.data;
  const syncing = (data?.running.some((r) => r.kind === 'sync') ?? false) || syncNow.isPending;

  const sync = () =>
    syncNow.mutate(undefined, {
      onSuccess: (answer) =>
        toastSuccess('Sync started', answer.syncJobId ? 'New mail appears as soon as it is stored.' : 'A sync is already queued.'),
      onError: (error) => toastError('Sync Failed', error),
    });
  const retry = (run: SyncRun) => {
    if (run.kind !== 'import') return sync();
    const daysBack = latestImport.data?.daysBack ?? 30;
    startImport.mutate(daysBack, {
      onSuccess: () => toastSuccess('Import Started', `Importing the last ${daysBack} days of mail again.`),
      onError: (error) => toastError('Import Failed', error),
    });
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader
        title="Sync Dashboard"
        description="When your mailbox was read, what each run brought, and what failed."
        actions={
          <Button onClick={sync} disabled={syncing || !data}>
            <RefreshCw className={syncing ? 'animate-spin' : undefined} aria-hidden />
            {syncing ? 'Syncing...' : 'Sync now'}
          </Button>
        }
      />
      {status.isPending ? (
        <LoadingState text="Loading sync status..." />
      ) : status.isError || !data ? (
        <ErrorState title="Failed to load sync status" error={status.error} onRetry={() => status.refetch()} />
      ) : (
        <>
          <SyncSummary status={data} now={now} />
          <ConnectionProblem status={data} />
          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="text-base">Recent runs</CardTitle>
              <CardDescription>
                The last 20 syncs and imports.{' '}
                {data.queued
                  .filter((q) => q.queued > 0)
                  .map((q) => `${QUEUE_NAMES[q.name] ?? q.name}: ${q.queued} waiting.`)
                  .join(' ')}
              </CardDescription>
            </CardHeader>
            <CardContent>
              {data.recent.length === 0 ? (
                <EmptyState icon={RefreshCw} title="No runs yet" description="Press Sync now to read your mailbox." className="py-10" />
              ) : (
                <SyncRunsTable runs={data.recent} retrying={syncNow.isPending || startImport.isPending} onRetry={retry} />
              )}
            </CardContent>
          </Card>
          <ClassificationProblems />
          <TodoFailures />
        </>
      )}
    </div>
  );
}
