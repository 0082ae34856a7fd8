import type { Rule } from '@triage/contracts';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTouchReorder } from '../hooks/use-touch-reorder';
import { moveItem } from '../lib/reorder';
import { ReorderInstructions, RuleCard } from './rule-card';

interface RuleListProps {
  rules: Rule[];
  projectNames: Map<string, string>;
  /** Ids of the rules the test panel found matching, first match first. */
  matchedIds: string[];
  onReorder: (ordered: Rule[], moved: Rule, to: number) => void;
  onEdit: (rule: Rule) => void;
  onDelete: (rule: Rule) => void;
}

/** The rules in order; drag a card's handle, use its arrows, or the arrow keys on the handle to reorder. */
export function RuleList({ rules, projectNames, matchedIds, onReorder, onEdit, onDelete }: RuleListProps) {
  const [dragId, setDragId] = useState<string | null>(null);
  const [over, setOver] = useState<{ index: number; after: boolean } | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const [focusId, setFocusId] = useState<string | null>(null);

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

  const dragOver = (index: number) => (event: DragEvent<HTMLDivElement>) => {
    if (!dragId) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    const box = event.currentTarget.getBoundingClientRect();
    const after = event.clientY > box.top + box.height / 2;
    if (over?.index !== index || over.after !== after) setOver({ index, after });
  };

  const dropAt = (from: number, index: number, after: boolean) => {
    let to = after ? index + 1 : index;
    if (from < to) to -= 1;
    setDragId(null);
    setOver(null);
    if (from >= 0) move(from, to, false);
  };

  const drop = (index: number) => (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    dropAt(rules.findIndex((r) => r.id === dragId), index, event.clientY > box.top + box.height / 2);
  };

  const touch = useTouchReorder({
    onStart: (index) => setDragId(rules[index]?.id ?? null),
    onOver: (index, after) => setOver({ index, after }),
    onDrop: dropAt,
    onCancel: () => {
      setDragId(null);
      setOver(null);
    },
  });

  return (
    <>
      <ReorderInstructions />
      <ol className="flex flex-col gap-3" aria-label="Rules in order">
        {rules.map((rule, index) => (
          <li key={rule.id}>
            <RuleCard
              rule={rule}
              index={index}
              count={rules.length}
              projectName={projectNames.get(rule.then.projectId) ?? null}
              matched={matchedIds[0] === rule.id ? 'first' : matchedIds.includes(rule.id) ? 'also' : undefined}
              dragging={dragId === rule.id}
              dropBefore={!!dragId && over?.index === index && !over.after}
              dropAfter={!!dragId && over?.index === index && over.after}
              handleRef={(el) => {
                if (el) handles.current.set(rule.id, el);
                else handles.current.delete(rule.id);
              }}
              onMove={(to) => move(index, to, true)}
              touchHandlers={touch(index)}
              onEdit={() => onEdit(rule)}
              onDelete={() => onDelete(rule)}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', rule.id);
                const card = event.currentTarget.closest('[data-testid="rule-card"]');
                if (card) event.dataTransfer.setDragImage(card, 16, 16);
                setDragId(rule.id);
              }}
              onDragEnd={() => {
                setDragId(null);
                setOver(null);
              }}
              onDragOver={dragOver(index)}
              onDrop={drop(index)}
            />
          </li>
        ))}
      </ol>
    </>
  );
}
