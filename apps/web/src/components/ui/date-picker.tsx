import { format, isValid, parseISO } from 'date-fns';
import { CalendarDays, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from './button';
import { Calendar } from './calendar';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import { cn } from '@/lib/utils';

/** 'yyyy-mm-dd' (the API's date form) to a local Date, or undefined. */
export function parseIsoDay(value: string | null | undefined): Date | undefined {
  // parseISO reads a bare day as local midnight, in a third of the time of parse() with a pattern
  // (every task card reads its due date on each render).
  if (!value || !ISO_DAY.test(value)) return undefined;
  const date = parseISO(value);
  return isValid(date) ? date : undefined;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const toIsoDay = (date: Date) => format(date, 'yyyy-MM-dd');

export const formatDay = (value: string) => {
  const date = parseIsoDay(value);
  return date ? format(date, 'MMM d, yyyy') : value;
};

export interface DatePickerProps {
  /** 'yyyy-mm-dd' or null for no date. */
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  id?: string;
  className?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
}

/** Single-day picker in a popover, with a clear button when a day is chosen. */
export function DatePicker({ value, onChange, placeholder = 'Pick a date', className, ...props }: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const selected = parseIsoDay(value);
  return (
    <div className={cn('flex items-center gap-1', className)}>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button variant="outline" className={cn('flex-1 justify-start font-normal', !selected && 'text-muted-foreground')} {...props}>
            <CalendarDays aria-hidden />
            {selected ? format(selected, 'MMM d, yyyy') : placeholder}
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-auto p-2">
          <Calendar
            mode="single"
            selected={selected}
            defaultMonth={selected}
            onSelect={(day) => {
              onChange(day ? toIsoDay(day) : null);
              setOpen(false);
            }}
            autoFocus
          />
        </PopoverContent>
      </Popover>
      {selected && !props.disabled && (
        <Button variant="ghost" size="icon" aria-label="Clear date" onClick={() => onChange(null)}>
          <X aria-hidden />
        </Button>
      )}
    </div>
  );
}
