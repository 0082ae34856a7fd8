import {
  cloneElement,
  createContext,
  use,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/utils';

/**
 * A label for a control, shown on mouse hover (after the provider's delay; at once when another
 * tooltip closed less than SKIP_DELAY_MS ago, as when running the pointer down the sidebar) and on
 * keyboard focus; hidden on leave, blur, a press, Escape or a scroll around the trigger. While shown,
 * the trigger is described by it (role=tooltip, aria-describedby). Our own instead of Radix's Tooltip:
 * the shell shows tooltips on every screen and Radix's, with its popper, cost the first screen 8 KiB.
 */

const SKIP_DELAY_MS = 300;
type Side = 'top' | 'right' | 'bottom' | 'left';
const OPPOSITE: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };
const VIEWPORT_MARGIN = 4;

interface ProviderState {
  delay: number;
  lastClosedAt: { current: number };
  // At most one tooltip at a time: a focused control's tooltip gives way to a hovered one.
  hideOpen: { current: (() => void) | null };
}

const ProviderContext = createContext<ProviderState>({ delay: 300, lastClosedAt: { current: 0 }, hideOpen: { current: null } });

export function TooltipProvider({ delayDuration = 300, children }: { delayDuration?: number; children: ReactNode }) {
  const lastClosedAt = useRef(0);
  const hideOpen = useRef<(() => void) | null>(null);
  const state = useMemo(() => ({ delay: delayDuration, lastClosedAt, hideOpen }), [delayDuration]);
  return <ProviderContext value={state}>{children}</ProviderContext>;
}

interface TooltipState {
  open: boolean;
  id: string;
  trigger: RefObject<HTMLElement | null>;
  show: (trigger: HTMLElement, now: boolean) => void;
  hide: () => void;
}

const TooltipContext = createContext<TooltipState | null>(null);

function useTooltip() {
  const state = use(TooltipContext);
  if (!state) throw new Error('Tooltip parts must be inside a Tooltip');
  return state;
}

export function Tooltip({ children }: { children: ReactNode }) {
  const provider = use(ProviderContext);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const trigger = useRef<HTMLElement | null>(null);
  const id = useId();

  // Stable, so the one the provider keeps as the open tooltip's is the one that closes it.
  const { show, hide } = useMemo(() => {
    const hide = () => {
      clearTimeout(timer.current);
      setOpen((was) => {
        if (was) provider.lastClosedAt.current = Date.now();
        return false;
      });
      if (provider.hideOpen.current === hide) provider.hideOpen.current = null;
    };
    const open = () => {
      if (provider.hideOpen.current !== hide) provider.hideOpen.current?.();
      provider.hideOpen.current = hide;
      setOpen(true);
    };
    const show = (element: HTMLElement, now: boolean) => {
      trigger.current = element;
      clearTimeout(timer.current);
      if (now || Date.now() - provider.lastClosedAt.current < SKIP_DELAY_MS) open();
      else timer.current = setTimeout(open, provider.delay);
    };
    return { show, hide };
  }, [provider]);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    const onScroll = (event: Event) => event.target instanceof Node && event.target.contains(trigger.current) && hide();
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [open, hide]);

  return <TooltipContext value={{ open, id, trigger, show, hide }}>{children}</TooltipContext>;
}

/** The control the tooltip names: its one child element gets the tooltip's handlers and description. */
export function TooltipTrigger({ children }: { children: ReactElement<HTMLAttributes<HTMLElement>> }) {
  const tooltip = useTooltip();
  const pressed = useRef(false);
  const own = children.props;
  return cloneElement(children, {
    'aria-describedby': tooltip.open ? tooltip.id : own['aria-describedby'],
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      // A touch is a press, not a hover (the control's own name is what a touch user needs).
      if (event.pointerType !== 'touch') tooltip.show(event.currentTarget, false);
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      tooltip.hide();
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      // The focus that follows a press is not a keyboard user arriving: no tooltip for it.
      pressed.current = true;
      document.addEventListener('pointerup', () => (pressed.current = false), { once: true });
      tooltip.hide();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      if (!pressed.current) tooltip.show(event.currentTarget, true);
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      tooltip.hide();
    },
  });
}

/** Where the tooltip goes: on `side` of the trigger, the other side when it does not fit, kept inside the viewport. */
function place(anchor: DOMRect, width: number, height: number, side: Side, offset: number) {
  const room: Record<Side, boolean> = {
    top: anchor.top - height - offset >= 0,
    bottom: anchor.bottom + height + offset <= window.innerHeight,
    left: anchor.left - width - offset >= 0,
    right: anchor.right + width + offset <= window.innerWidth,
  };
  const chosen = room[side] || !room[OPPOSITE[side]] ? side : OPPOSITE[side];
  const top =
    chosen === 'top'
      ? anchor.top - height - offset
      : chosen === 'bottom'
        ? anchor.bottom + offset
        : anchor.top + (anchor.height - height) / 2;
  const left =
    chosen === 'left'
      ? anchor.left - width - offset
      : chosen === 'right'
        ? anchor.right + offset
        : anchor.left + (anchor.width - width) / 2;
  const clamp = (value: number, size: number, max: number) => Math.max(VIEWPORT_MARGIN, Math.min(value, max - size - VIEWPORT_MARGIN));
  return { side: chosen, top: clamp(top, height, window.innerHeight), left: clamp(left, width, window.innerWidth) };
}

interface TooltipContentProps {
  side?: Side;
  sideOffset?: number;
  className?: string;
  children: ReactNode;
}

export function TooltipContent(props: TooltipContentProps) {
  const tooltip = useTooltip();
  return tooltip.open ? createPortal(<PlacedContent {...props} tooltip={tooltip} />, document.body) : null;
}

function PlacedContent({ side = 'top', sideOffset = 6, className, children, tooltip }: TooltipContentProps & { tooltip: TooltipState }) {
  const self = useRef<HTMLDivElement>(null);
  // Placed before the browser paints, from the trigger's and the tooltip's measured boxes.
  useLayoutEffect(() => {
    const element = self.current;
    const anchor = tooltip.trigger.current;
    if (!element || !anchor) return;
    const at = place(anchor.getBoundingClientRect(), element.offsetWidth, element.offsetHeight, side, sideOffset);
    element.style.top = `${at.top}px`;
    element.style.left = `${at.left}px`;
    element.dataset.side = at.side;
    element.style.visibility = 'visible';
  });
  // w-max: its width does not shrink with the room left of where it is placed (a fixed box's would).
  return (
    <div
      ref={self}
      id={tooltip.id}
      role="tooltip"
      style={{ position: 'fixed', top: 0, left: 0, visibility: 'hidden' }}
      className={cn(
        'pointer-events-none z-50 w-max max-w-[calc(100vw-8px)] rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-md',
        className,
      )}
    >
      {children}
    </div>
  );
}
