import { BrainCircuit } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useTrainingProgress } from '../api/get-training-progress';

const AccuracyChart = lazy(() => import('./accuracy-chart'));

const percent = (value: number | null) => (value === null ? '–' : `${Math.round(value * 100)}%`);

function Stat({ label, value, testId }: { label: string; value: string | number; testId?: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The Training Center's learning progress: decisions learned from and accuracy over time. */
export function TrainingProgressCard() {
  const progress = useTrainingProgress();
  const data = progress.data;
  return (
    <Card className="flex flex-col gap-4 p-5 md:flex-row md:items-stretch" aria-label="Training progress">
      <div className="flex flex-col gap-3 md:w-80 md:shrink-0">
        <div className="space-y-1">
          <h2 className="flex items-center gap-2 text-sm font-semibold">
            <BrainCircuit className="size-4 text-primary" aria-hidden /> Training progress
          </h2>
          <p className="text-xs text-muted-foreground">
            Every approval, correction and rejection below teaches the classifier your projects.
          </p>
        </div>
        {data && (
          <dl className="grid grid-cols-3 gap-2">
            <Stat label="Decisions" value={data.decisions} testId="training-decisions" />
            <Stat label="Accuracy" value={percent(data.recentAccuracy)} />
            <Stat label="Projects" value={data.labels} />
          </dl>
        )}
        {data && (
          <p className="text-xs text-muted-foreground">
            Learned from {data.decisions} {data.decisions === 1 ? 'decision' : 'decisions'} ({data.examples} training examples); accuracy on
            your last 100.
          </p>
        )}
      </div>
      <div className="flex min-h-32 flex-1 flex-col" data-testid="accuracy-chart">
        {progress.isPending ? (
          <div className="flex flex-1 items-center justify-center">
            <Spinner className="size-4" />
          </div>
        ) : progress.isError ? (
          <p role="alert" className="flex flex-1 items-center justify-center text-sm text-muted-foreground">
            Failed to load training progress: {progress.error.message}
          </p>
        ) : !data || data.history.length === 0 ? (
          <p className="flex flex-1 items-center justify-center rounded-md border border-dashed px-3 text-center text-xs text-muted-foreground">
            Approve or correct a few projects and the accuracy chart appears here.
          </p>
        ) : (
          <Suspense
            fallback={
              <div className="flex flex-1 items-center justify-center">
                <Spinner className="size-4" />
              </div>
            }
          >
            <div className="h-32">
              <AccuracyChart history={data.history} />
            </div>
          </Suspense>
        )}
      </div>
    </Card>
  );
}
