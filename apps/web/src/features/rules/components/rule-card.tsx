import { RULE_PRIORITY_LABELS, type Priority, type Rule } from '@triage/contracts';
import { ChevronDown, ChevronUp, GripVertical, Pencil, Trash2 } from 'lucide-react';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { Fragment, type KeyboardEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { ifParts } from '../lib/rule-summary';

const PRIORITY_CLASSES: Record<Priority, string> = {
  P1: 'border-red-200 bg-red-50 text-red-700',
  P2: 'border-orange-200 bg-orange-50 text-orange-700',
  P3: 'border-blue-200 bg-blue-50 text-blue-700',
  P4: 'border-slate-200 bg-slate-50 text-slate-600',
};

export interface RuleCardProps {
  rule: Rule;
  index: number;
  count: number;
  projectName: string | null;
  /** This rule matched the email in the test panel (and wins when first). */
  matched?: 'first' | 'also';
  /** This rule is being dragged. */
  dragging: boolean;
  /** Some rule is being carried by keyboard: the arrow keys move it, not this card. */
  carrying: boolean;
  handleRef: (el: HTMLButtonElement | null) => void;
  /** What the drag-and-drop library puts on the handle (pointer and keyboard listeners, ARIA). */
  handle: { attributes: DraggableAttributes; listeners: DraggableSyntheticListeners };
  onMove: (to: number) => void;
  onEdit: () => void;
  onDelete: () => void;
}

const instructionsId = 'rule-reorder-instructions';
export const REORDER_INSTRUCTIONS =
  'Drag to reorder, or press Space to pick the rule up, the arrow keys to move it and Space again to drop it (Escape cancels). The arrow keys alone move the rule up or down at once, Home and End to the top or bottom; Alt with an arrow key works anywhere on the card.';

/** Keys on the drag handle: arrows (with or without Alt) move by one, Home and End to the ends. */
function handleKeys(event: KeyboardEvent, index: number, count: number, onMove: (to: number) => void) {
  const to = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: count - 1 }[event.key];
  if (to === undefined) return;
  event.preventDefault();
  if (to >= 0 && to < count && to !== index) onMove(to);
}

export function RuleCard(props: RuleCardProps) {
  const { rule, index, count, projectName, matched, onMove, carrying } = props;
  const { onKeyDown: startKeyboardDrag, ...listeners } = props.handle.listeners ?? {};
  const conditions = ifParts(rule.if);
  return (
    <Card
      data-testid="rule-card"
      data-rule-id={rule.id}
      data-rule-index={index}
      onKeyDown={(e) => e.altKey && !carrying && handleKeys(e, index, count, onMove)}
      className={cn(
        'relative flex gap-3 p-4 transition-shadow',
        props.dragging && 'shadow-lg ring-2 ring-primary/50',
        matched === 'first' && 'ring-2 ring-primary',
        matched === 'also' && 'ring-2 ring-primary/30',
      )}
    >
      <button
        {...props.handle.attributes}
        {...listeners}
        ref={props.handleRef}
        type="button"
        onKeyDown={(e) => {
          (startKeyboardDrag as ((event: KeyboardEvent) => void) | undefined)?.(e);
          if (!e.altKey && !carrying && !e.defaultPrevented) handleKeys(e, index, count, onMove);
        }}
        aria-label={`Reorder ${rule.name}`}
        aria-describedby={instructionsId}
        className="-ml-1 flex h-10 w-8 shrink-0 cursor-grab touch-none sm:h-8 sm:w-6 items-center justify-center rounded text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
      >
        <GripVertical className="size-4" aria-hidden />
      </button>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-medium">{rule.name}</h3>
          <Badge variant="muted">Rule #{rule.order}</Badge>
          <Badge variant="outline" title="Confidence when this rule matches">
            {Math.round(rule.confidence * 100)}%
          </Badge>
          {matched === 'first' && <Badge>Applies</Badge>}
          {matched === 'also' && <Badge variant="secondary">Also matches</Badge>}
        </div>
        <p className="text-sm">
          <span className="font-semibold text-primary">IF </span>
          {conditions.map((part, i) => (
            <span key={part}>
              {i > 0 && <span className="font-semibold text-primary"> OR </span>}
              {part}
            </span>
          ))}
        </p>
        <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm" data-testid="rule-then">
          <span className="font-semibold text-primary">THEN</span>{' '}
          <span>
            assign to <span className={cn('font-medium', !projectName && 'text-destructive')}>{projectName ?? 'Unknown Project'}</span>
          </span>
          {rule.then.tags.length > 0 && (
            <>
              {' '}
              <span className="inline-flex flex-wrap items-center gap-1.5">
                <span className="text-muted-foreground">· tags</span>
                {rule.then.tags.map((tag) => (
                  <Fragment key={tag}>
                    {' '}
                    <Badge variant="secondary">{tag}</Badge>
                  </Fragment>
                ))}
              </span>
            </>
          )}
          {rule.then.priority && (
            <>
              {' '}
              <span className="inline-flex items-center gap-1.5">
                <span className="text-muted-foreground">· priority</span>{' '}
                <Badge variant="outline" className={PRIORITY_CLASSES[rule.then.priority]}>
                  {RULE_PRIORITY_LABELS[rule.then.priority]}
                </Badge>
              </span>
            </>
          )}
          {rule.then.assignee && <span className="text-muted-foreground"> · assignee {rule.then.assignee}</span>}
          {rule.then.due && <span className="text-muted-foreground"> · due {rule.then.due}</span>}
        </p>
      </div>
      <div className="flex shrink-0 items-start gap-0.5">
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Move ${rule.name} up`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ChevronUp aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Move ${rule.name} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <ChevronDown aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`Edit ${rule.name}`} onClick={props.onEdit}>
          <Pencil aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-destructive hover:text-destructive"
          aria-label={`Delete ${rule.name}`}
          onClick={props.onDelete}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </Card>
  );
}

export function ReorderInstructions() {
  return (
    <p id={instructionsId} className="sr-only">
      {REORDER_INSTRUCTIONS}
    </p>
  );
}
