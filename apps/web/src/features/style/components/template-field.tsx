import { TEMPLATE_VARIABLES } from '@triage/contracts';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { insertVariable } from '../lib/style-form';

interface TemplateFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  rows: number;
  hint: string;
}

/** A template text with buttons that insert each variable (docs/behaviour.md, Entities) at the cursor. */
export function TemplateField({ label, value, onChange, error, rows, hint }: TemplateFieldProps) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const insert = (name: string) => {
    const el = ref.current;
    const { text, cursor } = insertVariable(value, el?.selectionStart ?? value.length, el?.selectionEnd ?? value.length, name);
    onChange(text);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(cursor, cursor);
    });
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        ref={ref}
        id={id}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="font-mono text-[13px]"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      <div className="flex flex-wrap items-center gap-1.5" role="group" aria-label={`Insert a variable into the ${label.toLowerCase()}`}>
        {TEMPLATE_VARIABLES.map((name) => (
          <Button key={name} variant="outline" size="sm" className="h-6 px-2 font-mono text-[11px]" onClick={() => insert(name)}>
            {`{{${name}}}`}
          </Button>
        ))}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
