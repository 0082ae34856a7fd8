import { CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ClassifyState } from '../hooks/use-classifier';

interface ClassificationStatusProps {
  state: ClassifyState;
  error: string | undefined;
  onRetry: () => void;
}

/** An unclassified email while it is classified, or why it could not be (never invented results). */
export function ClassificationStatus({ state, error, onRetry }: ClassificationStatusProps) {
  if (state === 'failed') {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4"
      >
        <div className="flex items-start gap-2">
          <CircleAlert className="mt-0.5 size-4 text-destructive" aria-hidden />
          <div>
            <p className="text-sm font-semibold">Classification Failed</p>
            <p className="text-sm text-muted-foreground">{error ?? 'Failed to classify email'}</p>
          </div>
        </div>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <div role="status" className="flex items-center gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
      <Spinner className="size-4" />
      {state === 'queued' ? 'Waiting to classify (one email at a time)...' : 'Classifying email...'}
    </div>
  );
}
