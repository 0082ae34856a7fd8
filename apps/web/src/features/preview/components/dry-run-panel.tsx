import type { Prediction } from '@triage/contracts';
import { ClipboardCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { predictionTask } from './prediction-task';

/** Exactly what would be created, without creating it. */
export function DryRunPanel({ prediction }: { prediction: Prediction }) {
  const proposed = predictionTask(prediction);
  const task = { ...proposed, project_id: proposed.project_id || null, project_name: prediction.projectName, status: 'to_do' };
  const ref = useRef<HTMLElement>(null);
  // Shown below the prediction: bring it into view and give it focus so it is read out.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section ref={ref} tabIndex={-1} aria-label="Dry run" className="rounded-xl border border-dashed bg-card p-5 outline-none">
      <h3 className="flex items-center gap-2 font-semibold">
        <ClipboardCheck className="size-4 text-primary" aria-hidden /> Dry run: this task would be created
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Nothing was sent: no external task manager is connected (Microsoft To Do, in Settings &gt; Account Connections, with Microsoft 365).
        Use Adjust &amp; Accept to create it in Triage.
      </p>
      <pre className="mt-3 overflow-x-auto rounded-md bg-muted p-3 text-xs" data-testid="dry-run-payload">
        {JSON.stringify(task, null, 2)}
      </pre>
    </section>
  );
}
