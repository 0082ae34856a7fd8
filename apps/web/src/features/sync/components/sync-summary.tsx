import type { SyncStatus } from '@triage/contracts';
import { format, formatDistanceToNowStrict } from 'date-fns';
import { CalendarClock, History, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';

const PROVIDERS: Record<string, string> = { microsoft: 'Microsoft 365', local: 'Local mailbox' };

function Tile({
  icon,
  label,
  value,
  detail,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  testId: string;
}) {
  return (
    <Card className="flex items-start gap-3 p-4" data-testid={testId}>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">{icon}</span>
      <div className="min-w-0 space-y-0.5">
        <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</p>
        <div className="flex min-w-0 flex-wrap items-center gap-2 font-semibold">{value}</div>
        {detail && <p className="truncate text-xs text-muted-foreground">{detail}</p>}
      </div>
    </Card>
  );
}

const relative = (iso: string, _now: Date) => formatDistanceToNowStrict(new Date(iso), { addSuffix: true, roundingMethod: 'floor' });

/** Last sync, next sync and the mailbox, at a glance. */
export function SyncSummary({ status, now }: { status: SyncStatus; now: Date }) {
  const minutes = Math.round(status.intervalSeconds / 60);
  const due = status.nextSync ? Date.parse(status.nextSync) <= now.getTime() : false;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Tile
        testId="last-sync"
        icon={<History className="size-4" aria-hidden />}
        label="Last sync"
        value={status.lastSync ? relative(status.lastSync, now) : 'Never'}
        detail={status.lastSync ? format(new Date(status.lastSync), 'PPpp') : 'No sync has finished yet'}
      />
      <Tile
        testId="next-sync"
        icon={<CalendarClock className="size-4" aria-hidden />}
        label="Next sync"
        value={!status.nextSync ? 'Not scheduled' : due ? 'Any moment' : relative(status.nextSync, now)}
        detail={
          status.connected ? `Every ${minutes >= 1 ? `${minutes} min` : `${status.intervalSeconds} s`}` : 'The mailbox is disconnected'
        }
      />
      <Tile
        testId="mailbox"
        icon={<Mail className="size-4" aria-hidden />}
        label="Mailbox"
        value={
          <>
            <span className="truncate">{PROVIDERS[status.provider] ?? status.provider}</span>
            <Badge variant={status.connected ? 'default' : 'muted'} className={status.connected ? 'bg-emerald-600' : undefined}>
              {status.connected ? 'Connected' : 'Disconnected'}
            </Badge>
          </>
        }
        detail={status.email ?? 'No address'}
      />
    </div>
  );
}
