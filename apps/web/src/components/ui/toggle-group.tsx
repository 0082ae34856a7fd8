import { createContext, use, useLayoutEffect, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '@/lib/utils';

/**
 * A row of toggle buttons. `single`: one choice, the items are radios (aria-checked) and choosing the
 * checked one again changes nothing; `multiple`: each item is a pressed/unpressed button (aria-pressed).
 * One Tab stop for the row (the last focused item, else the first on, else the first); arrow keys, Home
 * and End move focus between the items, Space and Enter toggle. Our own (a few lines) instead of Radix's
 * ToggleGroup and roving focus, whose 6 KiB the first screen paid for the queue's density control.
 */
type ToggleGroupProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> &
  (
    | { type: 'single'; value: string; onValueChange: (value: string) => void }
    | { type: 'multiple'; value: string[]; onValueChange: (value: string[]) => void }
  );

interface GroupState {
  isOn: (value: string) => boolean;
  toggle: (value: string) => void;
  single: boolean;
}

const GroupContext = createContext<GroupState | null>(null);

const NEXT_KEYS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function ToggleGroup({ className, type, value, onValueChange, onKeyDown, onFocus, ...props }: ToggleGroupProps) {
  const root = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const state: GroupState =
    type === 'single'
      ? { single: true, isOn: (v) => v === value, toggle: (v) => v !== value && onValueChange(v) }
      : {
          single: false,
          isOn: (v) => value.includes(v),
          toggle: (v) => onValueChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]),
        };

  const items = () => [...(root.current?.querySelectorAll<HTMLButtonElement>('[data-toggle-item]:not(:disabled)') ?? [])];

  // One Tab stop for the row, set on the DOM after each render: which item is first is known only there.
  useLayoutEffect(() => {
    const all = items();
    const stop = all.find((i) => i.value === focused) ?? all.find((i) => i.dataset.state === 'on') ?? all[0];
    for (const item of all) item.tabIndex = item === stop ? 0 : -1;
  });

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const all = items();
    const at = all.indexOf(event.target as HTMLButtonElement);
    if (at < 0 || event.defaultPrevented) return;
    const step = NEXT_KEYS[event.key];
    const target =
      event.key === 'Home' ? all[0] : event.key === 'End' ? all.at(-1) : step ? all[(at + step + all.length) % all.length] : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <GroupContext value={state}>
      <div
        ref={root}
        role="group"
        className={cn('inline-flex items-center gap-0.5 rounded-md border bg-card p-0.5 shadow-sm', className)}
        onKeyDown={moveFocus}
        onFocus={(event) => {
          onFocus?.(event);
          if (event.target instanceof HTMLButtonElement && event.target.dataset.toggleItem !== undefined) setFocused(event.target.value);
        }}
        {...props}
      />
    </GroupContext>
  );
}

export function ToggleGroupItem({ className, value, onClick, ...props }: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const group = use(GroupContext);
  if (!group) throw new Error('ToggleGroupItem must be inside a ToggleGroup');
  const on = group.isOn(value);
  return (
    <button
      type="button"
      value={value}
      data-toggle-item=""
      data-state={on ? 'on' : 'off'}
      {...(group.single ? { role: 'radio', 'aria-checked': on } : { 'aria-pressed': on })}
      className={cn(
        'inline-flex h-8 cursor-pointer items-center justify-center gap-1.5 rounded-sm px-2.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=on]:bg-accent data-[state=on]:text-accent-foreground [&_svg]:size-4',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) group.toggle(value);
      }}
      {...props}
    />
  );
}
