import { Plus, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface TemplateItemsEditorProps {
  items: string[];
  onChange: (items: string[]) => void;
}

/** The checklist items of a template: edit, remove, add. Blank ones are dropped on save. */
export function TemplateItemsEditor({ items, onChange }: TemplateItemsEditorProps) {
  const set = (index: number, text: string) => onChange(items.map((item, i) => (i === index ? text : item)));
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusNext = useRef<number | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    inputs.current[focusNext.current]?.focus();
    focusNext.current = null;
  });
  // A new step opens where the typing goes on: after the one Enter was pressed in, or at the end.
  const addAfter = (index: number) => {
    focusNext.current = index + 1;
    onChange([...items.slice(0, index + 1), '', ...items.slice(index + 1)]);
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium">Checklist Items</legend>
      <ol className="flex flex-col gap-1.5">
        {items.map((item, index) => (
          <li key={index} className="flex items-center gap-2">
            <span className="w-5 text-right text-xs text-muted-foreground tabular-nums" aria-hidden>
              {index + 1}.
            </span>
            <Input
              ref={(el) => {
                inputs.current[index] = el;
              }}
              aria-label={`Item ${index + 1}`}
              className="h-8"
              placeholder="Describe a step"
              value={item}
              onChange={(event) => set(index, event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                if (item.trim()) addAfter(index);
              }}
            />
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={`Remove item ${index + 1}`}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
            >
              <X aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      <Button variant="outline" size="sm" className="self-start" onClick={() => addAfter(items.length - 1)}>
        <Plus aria-hidden />
        Add Item
      </Button>
    </fieldset>
  );
}
