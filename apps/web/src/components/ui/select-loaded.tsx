import { useEffect, useRef } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';
import type { SelectOnDemandProps } from './select-on-demand';

interface LoadedSelectProps extends SelectOnDemandProps {
  /** Opened by the click or key that asked for it. */
  defaultOpen: boolean;
  /** The placeholder had focus: the real trigger takes it over. */
  autoFocus: boolean;
}

/** The Radix select behind `SelectOnDemand`, in its own chunk. */
export function LoadedSelect({
  defaultOpen,
  autoFocus,
  value,
  onValueChange,
  options,
  placeholder,
  icon,
  className,
  disabled,
  ...rest
}: LoadedSelectProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (autoFocus && !defaultOpen) trigger.current?.focus();
  }, [autoFocus, defaultOpen]);
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen={defaultOpen} disabled={disabled}>
      <SelectTrigger ref={trigger} aria-label={rest['aria-label']} aria-labelledby={rest['aria-labelledby']} className={className}>
        {icon}
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
