import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, type AuditAction, type AuditEvent } from '@triage/contracts';
import { format, formatDistanceToNowStrict } from 'date-fns';
import { ChevronRight } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { AuditDetails } from './audit-details';

const ACTION_CLASSES: Partial<Record<AuditAction, string>> = {
  create: 'border-emerald-200 bg-emerald-50 text-emerald-700',
  update: 'border-blue-200 bg-blue-50 text-blue-700',
  delete: 'border-red-200 bg-red-50 text-red-700',
  archive: 'border-amber-200 bg-amber-50 text-amber-800',
  unarchive: 'border-amber-200 bg-amber-50 text-amber-800',
  approve: 'border-emerald-200 bg-emerald-50 text-emerald-700',
  reject: 'border-red-200 bg-red-50 text-red-700',
  send: 'border-violet-200 bg-violet-50 text-violet-700',
  import: 'border-sky-200 bg-sky-50 text-sky-700',
};

const entityLabel = (type: string) => AUDIT_ENTITY_LABELS[type as keyof typeof AUDIT_ENTITY_LABELS] ?? type;

/** Entries newest first; a row opens to its before and after. */
export function AuditTable({ events }: { events: AuditEvent[] }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Table aria-label="Audit entries">
      <TableHeader>
        <TableRow>
          <TableHead className="w-8" aria-label="Details" />
          <TableHead>Time</TableHead>
          <TableHead>Action</TableHead>
          <TableHead>Type</TableHead>
          <TableHead className="w-full">What</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {events.map((event) => {
          const expanded = open === event.id;
          return (
            <Fragment key={event.id}>
              <TableRow
                data-testid="audit-row"
                className={cn('cursor-pointer', expanded && 'bg-muted/40')}
                onClick={() => setOpen(expanded ? null : event.id)}
              >
                <TableCell className="pr-0">
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-label={`${expanded ? 'Hide' : 'Show'} details of: ${event.summary}`}
                    className="flex size-6 items-center justify-center rounded hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    onClick={(e) => {
                      e.stopPropagation();
                      setOpen(expanded ? null : event.id);
                    }}
                  >
                    <ChevronRight className={cn('size-4 transition-transform', expanded && 'rotate-90')} aria-hidden />
                  </button>
                </TableCell>
                <TableCell className="whitespace-nowrap" title={format(new Date(event.created_at), 'PPpp')}>
                  <p>{formatDistanceToNowStrict(new Date(event.created_at), { addSuffix: true })}</p>
                  <p className="text-xs text-muted-foreground">{format(new Date(event.created_at), 'MMM d, HH:mm:ss')}</p>
                </TableCell>
                <TableCell>
                  <Badge variant="outline" className={ACTION_CLASSES[event.action]}>
                    {AUDIT_ACTION_LABELS[event.action] ?? event.action}
                  </Badge>
                </TableCell>
                <TableCell className="whitespace-nowrap text-muted-foreground">{entityLabel(event.entityType)}</TableCell>
                <TableCell className="min-w-64">{event.summary}</TableCell>
              </TableRow>
              {expanded && (
                <TableRow className="hover:bg-transparent">
                  <TableCell colSpan={5} className="p-0">
                    <AuditDetails event={event} />
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
