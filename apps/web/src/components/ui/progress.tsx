import { cn } from '@/lib/utils';

interface ProgressProps {
  /** 0..100; null shows an indeterminate bar. */
  value: number | null;
  label: string;
  className?: string;
}

/** A thin progress bar with an accessible name. */
export function Progress({ value, label, className }: ProgressProps) {
  const clamped = value === null ? null : Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped ?? undefined}
      className={cn('relative h-1.5 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn('h-full rounded-full bg-primary transition-[width] duration-300', clamped === null && 'w-1/3 animate-pulse')}
        style={clamped === null ? undefined : { width: `${clamped}%` }}
      />
    </div>
  );
}
