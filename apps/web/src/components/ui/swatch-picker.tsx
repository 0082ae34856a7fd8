import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface Swatch {
  value: string;
  /** Accessible name, e.g. 'Blue'. */
  label: string;
  /** Class that paints the swatch (e.g. 'bg-blue-500'); or use `color`. */
  className?: string;
  /** CSS colour that paints the swatch (e.g. '#3b82f6'). */
  color?: string;
}

interface SwatchPickerProps {
  swatches: readonly Swatch[];
  value: string;
  onChange: (value: string) => void;
  /** Names the group for assistive tech. */
  label: string;
  className?: string;
}

/** A row of colour swatches that behaves as a radio group. */
export function SwatchPicker({ swatches, value, onChange, label, className }: SwatchPickerProps) {
  return (
    <div role="radiogroup" aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {swatches.map((swatch) => {
        const selected = swatch.value === value;
        return (
          <button
            key={swatch.value}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={swatch.label}
            title={swatch.label}
            onClick={() => onChange(swatch.value)}
            className={cn(
              'flex size-7 cursor-pointer items-center justify-center rounded-full text-white ring-offset-2 ring-offset-card transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              selected && 'ring-2 ring-foreground',
              swatch.className,
            )}
            style={swatch.color ? { backgroundColor: swatch.color } : undefined}
          >
            {selected && <Check className="size-4" strokeWidth={3} aria-hidden />}
          </button>
        );
      })}
    </div>
  );
}
