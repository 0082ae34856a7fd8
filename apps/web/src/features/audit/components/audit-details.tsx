import type { AuditEvent } from '@triage/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { diffSnapshots, fieldLabel, formatValue, isSnapshotObject } from '../lib/audit-diff';

function Json({ label, value }: { label: string; value: unknown }) {
  return (
    <div className="min-w-0 flex-1 space-y-1">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</p>
      <pre className="max-h-72 overflow-auto rounded-md border bg-muted/40 p-2 text-xs">
        {value === null ? '—' : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

/** Before and after of one entry: a field table (changed fields first) or, for lists, both as JSON. */
export function AuditDetails({ event }: { event: AuditEvent }) {
  const [all, setAll] = useState(false);
  const [raw, setRaw] = useState(false);
  const objects = (event.before === null || isSnapshotObject(event.before)) && (event.after === null || isSnapshotObject(event.after));
  const rows = objects ? diffSnapshots(event.before, event.after) : [];
  const changed = rows.filter((r) => r.changed);
  const shown = all ? rows : changed;

  return (
    <div className="space-y-3 px-3 pb-4 pt-1" data-testid="audit-details">
      <p className="text-xs text-muted-foreground">
        {event.method} {event.path}
        {event.entityId && <> · id {event.entityId}</>}
        {event.user && <> · by {event.user}</>}
      </p>
      {objects && !raw ? (
        <>
          {shown.length === 0 ? (
            <p className="text-sm text-muted-foreground">No field changed.</p>
          ) : (
            <table className="w-full table-fixed text-sm" aria-label="Changes">
              <thead>
                <tr className="text-left text-xs text-muted-foreground">
                  <th className="w-44 pb-1 font-medium">Field</th>
                  {event.before !== null && <th className="pb-1 font-medium">Before</th>}
                  {event.after !== null && <th className="pb-1 font-medium">After</th>}
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr key={row.field} className="border-t align-top">
                    <td className="py-1.5 pr-2 font-medium">{fieldLabel(row.field)}</td>
                    {event.before !== null && (
                      <td
                        className={cn(
                          'break-words py-1.5 pr-2',
                          row.changed && event.after !== null && 'text-red-700 line-through decoration-red-300',
                        )}
                      >
                        {formatValue(row.before)}
                      </td>
                    )}
                    {event.after !== null && (
                      <td className={cn('break-words py-1.5', row.changed && event.before !== null && 'text-emerald-700')}>
                        {formatValue(row.after)}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : (
        <div className="flex flex-col gap-3 md:flex-row">
          <Json label="Before" value={event.before} />
          <Json label="After" value={event.after} />
        </div>
      )}
      <div className="flex gap-2">
        {objects && !raw && rows.length > changed.length && (
          <Button variant="outline" size="sm" onClick={() => setAll(!all)}>
            {all ? 'Only changed fields' : `All fields (${rows.length})`}
          </Button>
        )}
        {objects && (
          <Button variant="ghost" size="sm" onClick={() => setRaw(!raw)}>
            {raw ? 'Show as table' : 'Show JSON'}
          </Button>
        )}
      </div>
    </div>
  );
}
