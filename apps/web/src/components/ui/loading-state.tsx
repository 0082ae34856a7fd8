import { Spinner } from './spinner';
import { cn } from '@/lib/utils';

/** In-page loading placeholder with a spinner and a text such as 'Loading services...'. */
export function LoadingState({ text = 'Loading...', className }: { text?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn('flex items-center justify-center gap-3 py-14', className)}>
      <Spinner />
      <p className="text-sm text-muted-foreground">{text}</p>
    </div>
  );
}
