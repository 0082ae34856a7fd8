import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Rule } from '@triage/contracts';
import { useEffect, useRef, useState } from 'react';
import { moveItem } from '../lib/reorder';
import { REORDER_INSTRUCTIONS, ReorderInstructions } from './rule-card';
import { SortableRuleCard } from './sortable-rule-card';

interface RuleListProps {
  rules: Rule[];
  projectNames: Map<string, string>;
  /** Ids of the rules the test panel found matching, first match first. */
  matchedIds: string[];
  onReorder: (ordered: Rule[], moved: Rule, to: number) => void;
  onEdit: (rule: Rule) => void;
  onDelete: (rule: Rule) => void;
}

/**
 * The rules in order. Reordering: drag a card's handle with the mouse or a finger; on the focused
 * handle Space picks the rule up, the arrow keys carry it and Space drops it (Escape puts it back);
 * the arrow keys alone, Alt+arrow anywhere on the card and the arrow buttons move it by one at once.
 */
export function RuleList({ rules, projectNames, matchedIds, onReorder, onEdit, onDelete }: RuleListProps) {
  const [activeId, setActiveId] = useState<UniqueIdentifier | null>(null);
  const handles = useRef(new Map<string, HTMLElement>());
  const [focusId, setFocusId] = useState<string | null>(null);
  // The pointer sensor takes mouse, pen and touch alike; the handle is `touch-none`, so a finger
  // on it drags instead of scrolling the page.
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  // After a keyboard move the card re-renders elsewhere; keep focus on its handle.
  useEffect(() => {
    if (!focusId) return;
    handles.current.get(focusId)?.focus();
    setFocusId(null);
  }, [focusId, rules]);

  const move = (from: number, to: number, keepFocus: boolean) => {
    const rule = rules[from];
    if (!rule || to === from || to < 0 || to >= rules.length) return;
    onReorder(moveItem(rules, from, to), rule, to);
    if (keepFocus) setFocusId(rule.id);
  };

  const indexOf = (id: UniqueIdentifier) => rules.findIndex((r) => r.id === id);
  const nameOf = (id: UniqueIdentifier) => rules[indexOf(id)]?.name ?? 'The rule';
  const position = (id: UniqueIdentifier) => `position ${indexOf(id) + 1} of ${rules.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, at ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over ${position(over.id)}.` : `${nameOf(active.id)} is not over the list.`,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped at ${position(over.id)}.` : `${nameOf(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) => `Reordering cancelled; ${nameOf(active.id)} stays at ${position(active.id)}.`,
  };

  const drop = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (over) move(indexOf(active.id), indexOf(over.id), false);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      // Measured before any drag starts: an arrow key pressed right after Space picks a rule up would
      // otherwise find no positions measured yet and leave the rule over itself.
      measuring={{ droppable: { strategy: MeasuringStrategy.BeforeDragging } }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: REORDER_INSTRUCTIONS } }}
      onDragStart={({ active }) => setActiveId(active.id)}
      onDragEnd={drop}
      onDragCancel={() => setActiveId(null)}
    >
      <ReorderInstructions />
      <SortableContext items={rules.map((r) => r.id)} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-3" aria-label="Rules in order">
          {rules.map((rule, index) => (
            <SortableRuleCard
              key={rule.id}
              rule={rule}
              index={index}
              count={rules.length}
              projectName={projectNames.get(rule.then.projectId) ?? null}
              matched={matchedIds[0] === rule.id ? 'first' : matchedIds.includes(rule.id) ? 'also' : undefined}
              // While a rule is carried by keyboard the arrow keys belong to the drag, not to the move-by-one keys.
              carrying={activeId !== null}
              handleRef={(el) => {
                if (el) handles.current.set(rule.id, el);
                else handles.current.delete(rule.id);
              }}
              onMove={(to) => move(index, to, true)}
              onEdit={() => onEdit(rule)}
              onDelete={() => onDelete(rule)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
