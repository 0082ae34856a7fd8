import { CircleAlert } from 'lucide-react';
import { Button } from './button';
import { cn } from '@/lib/utils';

interface ErrorStateProps {
  /** The spec's failure text, e.g. 'Failed to load projects'. */
  title: string;
  error?: unknown;
  onRetry?: () => void;
  className?: string;
}

/** A failed load: the failure text, the server's message and a retry. Never fake data. */
export function ErrorState({ title, error, onRetry, className }: ErrorStateProps) {
  const message = error instanceof Error ? error.message : undefined;
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center gap-3 rounded-xl border border-destructive/30 bg-card px-6 py-10 text-center', className)}
    >
      <CircleAlert className="size-8 text-destructive" aria-hidden />
      <div className="space-y-1">
        <h3 className="font-semibold">{title}</h3>
        {message && <p className="text-sm text-muted-foreground">{message}</p>}
      </div>
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      )}
    </div>
  );
}
