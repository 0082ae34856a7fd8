import { useRef, type PointerEvent } from 'react';

interface TouchReorderInput {
  /** The dragged rule's index, and the card under the finger with which half of it. */
  onStart: (index: number) => void;
  onOver: (index: number, after: boolean) => void;
  onDrop: (from: number, index: number, after: boolean) => void;
  onCancel: () => void;
}

/** Which rule card is under a point, and whether the point is in its lower half. */
function cardAt(x: number, y: number): { index: number; after: boolean } | null {
  const card = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-rule-index]');
  if (!card) return null;
  const box = card.getBoundingClientRect();
  return { index: Number(card.dataset.ruleIndex), after: y > box.top + box.height / 2 };
}

/**
 * Drag to reorder by touch: phones send no HTML drag events, so the handle follows the finger with
 * pointer events instead (the mouse keeps native drag and drop).
 */
export function useTouchReorder({ onStart, onOver, onDrop, onCancel }: TouchReorderInput) {
  const from = useRef<number | null>(null);
  const last = useRef<{ index: number; after: boolean } | null>(null);

  return (index: number) => ({
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.pointerType !== 'touch') return;
      event.currentTarget.setPointerCapture(event.pointerId);
      from.current = index;
      last.current = null;
      onStart(index);
    },
    onPointerMove: (event: PointerEvent<HTMLButtonElement>) => {
      if (from.current === null) return;
      const hit = cardAt(event.clientX, event.clientY);
      if (hit && (hit.index !== last.current?.index || hit.after !== last.current.after)) {
        last.current = hit;
        onOver(hit.index, hit.after);
      }
    },
    onPointerUp: () => {
      const start = from.current;
      from.current = null;
      if (start !== null && last.current) onDrop(start, last.current.index, last.current.after);
      else if (start !== null) onCancel();
    },
    onPointerCancel: () => {
      from.current = null;
      onCancel();
    },
  });
}
