import { Plus, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import type { TaskFormValues } from './task-form-values';

interface ChecklistEditorProps {
  control: Control<TaskFormValues>;
  register: UseFormRegister<TaskFormValues>;
}

/** Tick, rename, remove and add checklist items; blank ones are dropped on save. */
export function ChecklistEditor({ control, register }: ChecklistEditorProps) {
  const { fields, append, remove, update } = useFieldArray({ control, name: 'checklist', keyName: 'key' });
  const [draft, setDraft] = useState('');
  const add = () => {
    if (draft.trim() === '') return;
    append({ text: draft.trim(), completed: false });
    setDraft('');
  };
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium">Checklist</legend>
      {fields.length > 0 && (
        <ul className="flex flex-col gap-1.5">
          {fields.map((field, index) => (
            <li key={field.key} className="flex items-center gap-2">
              <Checkbox
                checked={field.completed}
                onCheckedChange={(c) => update(index, { ...field, completed: c === true })}
                aria-label={`Item ${index + 1} done`}
              />
              <Input aria-label={`Checklist item ${index + 1}`} className="h-8" {...register(`checklist.${index}.text`)} />
              <Button variant="ghost" size="icon" className="size-8" aria-label={`Remove item ${index + 1}`} onClick={() => remove(index)}>
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-center gap-2">
        <Input
          aria-label="New checklist item"
          placeholder="Add a checklist item"
          className="h-8"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={addOnEnter}
        />
        <Button variant="outline" size="sm" onClick={add} disabled={draft.trim() === ''}>
          <Plus aria-hidden />
          Add
        </Button>
      </div>
    </fieldset>
  );
}
