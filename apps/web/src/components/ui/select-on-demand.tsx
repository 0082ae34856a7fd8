import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { SELECT_TRIGGER_CLASS } from './select-trigger-class';

interface SelectOption {
  value: string;
  label: string;
}

export interface SelectOnDemandProps {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  'aria-label'?: string;
  'aria-labelledby'?: string;
  placeholder?: string;
  /** Shown before the value, inside the trigger. */
  icon?: ReactNode;
  className?: string;
  disabled?: boolean;
  /**
   * Whether the real select mounts once the app is idle (the default). A select repeated down a list
   * passes false: each row's real select (several components and a portal of its options) mounts only
   * when that row's select is used, so the list renders as fast as plain buttons.
   */
  loadWhenIdle?: boolean;
}

const LoadedSelect = lazy(() => import('./select-loaded').then((m) => ({ default: m.LoadedSelect })));

/** Idle time after which the select's code loads anyway, so it opens at once when used. */
const IDLE_LOAD_MS = 1500;
/** The keys that open a Radix select from its trigger. */
const OPENING_KEYS = new Set([' ', 'Enter', 'ArrowDown', 'ArrowUp']);

/**
 * A select for screens whose first paint should not carry Radix Select (docs/performance.md, The
 * first screen's JS): a look-alike trigger shows the value at once; the real select loads when the
 * app is idle or on the first click or opening key, and then opens as that click asked.
 */
export function SelectOnDemand({ loadWhenIdle = true, ...props }: SelectOnDemandProps) {
  const [load, setLoad] = useState<'not-yet' | 'closed' | 'open'>('not-yet');
  const [hadFocus, setHadFocus] = useState(false);
  const stub = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!loadWhenIdle) return;
    const timer = setTimeout(() => {
      setHadFocus(document.activeElement !== null && document.activeElement === stub.current);
      setLoad((now) => (now === 'not-yet' ? 'closed' : now));
    }, IDLE_LOAD_MS);
    return () => clearTimeout(timer);
  }, [loadWhenIdle]);

  const openNow = () => {
    setHadFocus(true);
    setLoad('open');
  };
  // A mouse opens on press, as Radix's trigger does: a click whose release lands after the real select
  // has replaced this stub (the idle load at 1.5 s) would otherwise be lost between the two.
  const onPointerDown = (event: PointerEvent) => {
    if (props.disabled || event.pointerType !== 'mouse' || event.button !== 0 || event.ctrlKey) return;
    event.preventDefault();
    openNow();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    openNow();
  };
  const selected = props.options.find((o) => o.value === props.value);
  const placeholder = (
    <button
      ref={stub}
      type="button"
      role="combobox"
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      aria-expanded={false}
      aria-autocomplete="none"
      disabled={props.disabled}
      className={cn(SELECT_TRIGGER_CLASS, props.className)}
      onPointerDown={onPointerDown}
      onClick={openNow}
      onKeyDown={onKeyDown}
    >
      {props.icon}
      <span className="pointer-events-none">{selected?.label ?? props.placeholder}</span>
      <ChevronDown className="size-4 opacity-50" aria-hidden />
    </button>
  );
  if (load === 'not-yet') return placeholder;
  return (
    <Suspense fallback={placeholder}>
      {/* Keyed by the state: a stub clicked while the code was still loading mounts the select open. */}
      <LoadedSelect key={load} {...props} defaultOpen={load === 'open'} autoFocus={hadFocus} />
    </Suspense>
  );
}
