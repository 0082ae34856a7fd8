import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { Badge } from './badge';
import { Checkbox } from './checkbox';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import { cn } from '@/lib/utils';

export interface MultiSelectProps {
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  /** Shown in the popover when there is nothing to choose. */
  emptyText?: string;
  id?: string;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** Pick any number of texts: a trigger showing the chosen ones and a popover of checkboxes. */
export function MultiSelect({
  options,
  value,
  onChange,
  placeholder = 'Select...',
  emptyText = 'Nothing to choose from.',
  className,
  ...props
}: MultiSelectProps) {
  const baseId = useId();
  const toggle = (option: string, checked: boolean) => onChange(checked ? [...value, option] : value.filter((v) => v !== option));
  return (
    <Popover>
      <PopoverTrigger
        className={cn(
          'flex min-h-9 w-full cursor-pointer items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-1.5 text-left text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive',
          className,
        )}
        {...props}
      >
        <span className="flex flex-wrap gap-1">
          {value.length === 0 ? (
            <span className="text-muted-foreground">{placeholder}</span>
          ) : (
            value.map((v) => (
              <Badge key={v} variant="secondary">
                {v}
              </Badge>
            ))
          )}
        </span>
        <ChevronDown className="size-4 shrink-0 opacity-50" aria-hidden />
      </PopoverTrigger>
      <PopoverContent className="max-h-72 w-[var(--radix-popover-trigger-width)] overflow-y-auto p-1">
        {options.length === 0 ? (
          <p className="px-2 py-1.5 text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <ul className="flex flex-col">
            {options.map((option, index) => {
              const id = `${baseId}-${index}`;
              return (
                <li key={option} className="flex items-center gap-2 rounded-sm px-2 py-1.5 hover:bg-accent">
                  <Checkbox id={id} checked={value.includes(option)} onCheckedChange={(c) => toggle(option, c === true)} />
                  <label htmlFor={id} className="flex-1 cursor-pointer text-sm">
                    {option}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
