import type { Prediction } from '@triage/contracts';
import { ClipboardCheck, FlaskConical, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PriorityBadge } from '@/components/priority-badge';

interface PredictionCardProps {
  prediction: Prediction;
  onDryRun: () => void;
  onAdjust: () => void;
  /** A Microsoft To Do list is connected: the button creates the task there for real. */
  external?: boolean;
  externalPending?: boolean;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[9rem_1fr]">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm">{children}</dd>
    </div>
  );
}

const none = <span className="text-muted-foreground">None</span>;

/** What the classifier would do with the email; nothing is created yet. */
export function PredictionCard({ prediction, onDryRun, onAdjust, external = false, externalPending = false }: PredictionCardProps) {
  return (
    <Card role="region" aria-label="Prediction">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FlaskConical className="size-5 text-primary" aria-hidden /> Prediction
        </CardTitle>
        <CardDescription>{Math.round(prediction.confidence * 100)}% confidence · nothing has been created</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="space-y-3">
          <Field label="Title">
            <span className="font-medium" data-testid="prediction-title">
              {prediction.title}
            </span>
          </Field>
          <Field label="Description">
            <p className="whitespace-pre-wrap">{prediction.description || '—'}</p>
          </Field>
          <Field label="Project">{prediction.projectName ?? 'Unclassified'}</Field>
          <Field label="Priority">
            <PriorityBadge priority={prediction.priority} />
          </Field>
          <Field label="Tags">
            {prediction.tags.length ? (
              <span className="flex flex-wrap gap-1">
                {prediction.tags.map((t) => (
                  <Badge key={t} variant="secondary">
                    {t}
                  </Badge>
                ))}
              </span>
            ) : (
              none
            )}
          </Field>
          <Field label="Due">{prediction.due ?? none}</Field>
          <Field label="Assignee">{prediction.assignee ?? none}</Field>
          <Field label="Matched rules">
            {prediction.matchedRules.length ? (
              <ul className="space-y-1">
                {prediction.matchedRules.map((rule) => (
                  <li key={rule.ruleId}>
                    <span className="font-medium">{rule.name}</span>
                    {rule.reasons.length > 0 && <span className="text-muted-foreground"> — {rule.reasons.join('; ')}</span>}
                  </li>
                ))}
              </ul>
            ) : (
              none
            )}
          </Field>
          {prediction.reasons.length > 0 && <Field label="Why">{prediction.reasons.join('; ')}</Field>}
          {prediction.tasks.length > 0 && (
            <Field label="Tasks found">
              <ul className="list-disc space-y-0.5 pl-4">
                {prediction.tasks.map((t) => (
                  <li key={t.title}>
                    {t.title}{' '}
                    <span className="text-muted-foreground">
                      ({t.priority}
                      {t.dueDate ? `, due ${t.dueDate}` : ''})
                    </span>
                  </li>
                ))}
              </ul>
            </Field>
          )}
          <Field label="Reply">
            {prediction.replyNeeded ? 'Needed' : 'No reply needed'}
            {prediction.replyReason && <span className="text-muted-foreground"> — {prediction.replyReason}</span>}
          </Field>
          {prediction.reply && (
            <Field label="Drafted reply">
              <p className="whitespace-pre-wrap rounded-md bg-muted/50 p-2">{prediction.reply}</p>
            </Field>
          )}
        </dl>
        <div className="flex flex-wrap gap-2 border-t pt-4">
          <Button variant="outline" onClick={onDryRun} disabled={externalPending}>
            <ClipboardCheck aria-hidden />{' '}
            {external ? 'Create Task in an external task manager' : 'Create Task in an external task manager (Dry Run)'}
          </Button>
          <Button onClick={onAdjust}>
            <SlidersHorizontal aria-hidden /> Adjust & Accept
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
