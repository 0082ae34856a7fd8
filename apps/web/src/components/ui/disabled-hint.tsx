import type { ReactNode } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

/**
 * Shows `hint` on hover/focus over a control that may be disabled. A disabled button gets no pointer
 * events, so the tooltip hangs on a focusable wrapper instead; with no hint the child renders as is.
 */
export function DisabledHint({ hint, children }: { hint: string | null | undefined; children: ReactNode }) {
  if (!hint) return <>{children}</>;
  return (
    <Tooltip>
      <TooltipTrigger>
        <span
          tabIndex={0}
          title={hint}
          className="inline-flex rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {children}
        </span>
      </TooltipTrigger>
      <TooltipContent>{hint}</TooltipContent>
    </Tooltip>
  );
}
