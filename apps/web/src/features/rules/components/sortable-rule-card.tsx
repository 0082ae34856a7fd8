import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { RuleCard, type RuleCardProps } from './rule-card';

type SortableRuleCardProps = Omit<RuleCardProps, 'dragging' | 'handle' | 'handleRef'> & {
  handleRef: (el: HTMLElement | null) => void;
};

/** A rule card that moves with the list while a rule is dragged; its handle starts the drag. */
export function SortableRuleCard({ handleRef, ...props }: SortableRuleCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: props.rule.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'relative z-10' : undefined}
    >
      <RuleCard
        {...props}
        dragging={isDragging}
        handleRef={(el) => {
          setActivatorNodeRef(el);
          handleRef(el);
        }}
        handle={{ attributes, listeners }}
      />
    </li>
  );
}
