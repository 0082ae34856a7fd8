import { useQueryClient } from '@tanstack/react-query';
import { CloudOff, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Progress } from '@/components/ui/progress';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { isImportRunning, useLatestImport } from './get-latest-import';
import { firstSyncUnderway, useSyncStatus } from '@/features/sync';
import { importLabel, jobPercent } from './import-progress';
import { relativeTime } from '@/lib/relative-time';
import { queryKeys } from '@/lib/query-keys';

/** Header: when the mailbox last synced, a spinner while it syncs and a progress bar while importing. */
/** Re-renders every `ms` so relative times ('2 minutes ago') stay true. */
function useTick(ms: number) {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((t) => t + 1), ms);
    return () => clearInterval(timer);
  }, [ms]);
}

/**
 * A finished sync or import brought mail (or read back what the user sent): refresh the email
 * lists and the follow-ups right away instead of at their next poll.
 */
function useRefreshOnNewMail(marker: string | null | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef(marker);
  useEffect(() => {
    if (marker === seen.current) return;
    const first = seen.current === undefined;
    seen.current = marker;
    if (first) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.emails.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.replies.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.followups.all });
  }, [marker, queryClient]);
}

export function SyncIndicator() {
  const status = useSyncStatus();
  const latest = useLatestImport();
  useTick(30_000);
  useRefreshOnNewMail(status.data ? `${status.data.lastSync}|${latest.data?.imported ?? ''}` : undefined);
  const importing = isImportRunning(latest.data);
  // A new mailbox's first sync reads as syncing from the moment it is asked for, not 'Last sync never'.
  const syncing = (status.data?.running.length ?? 0) > 0 || firstSyncUnderway(status.data);
  const job = latest.data;

  if (status.isError && !status.data) {
    return (
      <span className="flex items-center gap-1.5 text-xs text-muted-foreground" role="status">
        <CloudOff className="size-4" aria-hidden />
        Sync status unavailable
      </span>
    );
  }
  if (!status.data) return null;

  const label = importing
    ? importLabel(job?.imported ?? 0, job?.total ?? null)
    : syncing
      ? 'Syncing mailbox...'
      : `Last sync ${relativeTime(status.data.lastSync)}`;

  return (
    <Tooltip>
      <TooltipTrigger>
        <Link
          to="/sync"
          role="status"
          aria-label={label}
          data-testid="sync-indicator"
          className="flex min-w-0 items-center gap-2 rounded-md px-2 py-1 text-xs text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <RefreshCw className={cn('size-4 shrink-0', (syncing || importing) && 'animate-spin text-primary')} aria-hidden />
          {/* Phones keep the icon (its label is the link's name); the header's title needs the room. */}
          <span className="hidden min-w-0 flex-col gap-1 sm:flex">
            <span className="truncate">{label}</span>
            {importing && job && <Progress value={jobPercent(job)} label="Import progress" className="w-32" />}
          </span>
        </Link>
      </TooltipTrigger>
      <TooltipContent>
        {status.data.email ?? status.data.provider} · {status.data.connected ? 'connected' : 'not connected'}
        {status.data.nextSync && ` · next sync ${relativeTime(status.data.nextSync)}`}
      </TooltipContent>
    </Tooltip>
  );
}
