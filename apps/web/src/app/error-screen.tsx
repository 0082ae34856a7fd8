import { ERRORS } from '@triage/contracts';
import { TriangleExclamationPoint } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface ErrorScreenProps {
  error: unknown;
  onRetry: () => void;
  className?: string;
}

export function ErrorScreen({ error, onRetry, className }: ErrorScreenProps) {
  return (
    <div role="alert" className={cn('flex flex-col items-center justify-center gap-4 p-8 text-center', className)}>
      <div className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleExclamationPoint className="size-6" aria-hidden />
      </div>
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">Something went wrong</h2>
        <p className="max-w-md text-sm text-muted-foreground">{errorMessage(error)}</p>
      </div>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}

function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return ERRORS.unexpected;
}
