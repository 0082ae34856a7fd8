import { Spinner } from './spinner';

export function LoadingScreen() {
  return (
    <div className="flex min-h-svh flex-col items-center justify-center gap-3" role="status" aria-live="polite">
      <Spinner className="size-8" />
      <p className="text-sm text-muted-foreground">Loading...</p>
    </div>
  );
}
