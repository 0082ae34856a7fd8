import type { Context } from '@triage/contracts';
import { Clock, Globe, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { timeZoneLabel, workingHoursSummary } from '../lib/working-hours';
import { isWorkingNow, zoneTime } from '../lib/zone-clock';

interface ContextCardProps {
  context: Context;
  now: Date;
  onEdit: () => void;
  onDelete: () => void;
}

export function ContextCard({ context, now, onEdit, onDelete }: ContextCardProps) {
  const clock = zoneTime(now, context.timezone);
  const working = isWorkingNow(clock, context.workingHours);
  return (
    <Card data-testid="context-card" className="flex flex-col overflow-hidden">
      <div className="h-1.5" style={{ backgroundColor: context.color }} aria-hidden />
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-2">
          <div className="flex min-w-0 items-center gap-2">
            <span className="size-3 shrink-0 rounded-full" style={{ backgroundColor: context.color }} aria-hidden />
            <h3 className="truncate font-semibold">{context.name}</h3>
          </div>
          <div className="-mr-2 -mt-1 flex shrink-0">
            <Button variant="ghost" size="icon" className="size-8" aria-label={`Edit ${context.name}`} onClick={onEdit}>
              <Pencil aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-8 text-destructive hover:text-destructive"
              aria-label={`Delete ${context.name}`}
              onClick={onDelete}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        </div>
        <div>
          <p
            className="font-mono text-3xl font-semibold tabular-nums tracking-tight"
            data-testid="context-clock"
            aria-label={`Local time ${clock.time}`}
          >
            {clock.time}
          </p>
          <p className="text-xs text-muted-foreground">
            {clock.date} · {clock.offset}
          </p>
        </div>
        <dl className="mt-auto space-y-1.5 text-sm">
          <div className="flex items-center gap-2">
            <dt>
              <Globe className="size-4 text-muted-foreground" aria-label="Time zone" />
            </dt>
            <dd>
              {timeZoneLabel(context.timezone)} <span className="text-xs text-muted-foreground">({context.timezone})</span>
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <Clock className="size-4 text-muted-foreground" aria-label="Working hours" />
            </dt>
            <dd className="flex flex-wrap items-center gap-2">
              {workingHoursSummary(context.workingHours)}
              {working !== null && (
                <Badge variant={working ? 'secondary' : 'muted'} className={working ? 'bg-emerald-50 text-emerald-700' : undefined}>
                  {working ? 'Working now' : 'Off hours'}
                </Badge>
              )}
            </dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}
