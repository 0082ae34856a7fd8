import { DUE_PARSERS, PRIORITIES, RULE_PRIORITY_LABELS, URGENCY_LEVELS, type TaskStyle } from '@triage/contracts';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';

type Change = <K extends keyof TaskStyle>(key: K, value: TaskStyle[K]) => void;

const SWITCHES = [
  { key: 'includeMetadata', label: 'Include metadata', hint: 'Add the request, due date, urgency and project under the description.' },
  { key: 'includeOutlookLink', label: 'Include Outlook link', hint: 'Link the task to the email in Outlook (Microsoft 365 mailboxes).' },
  { key: 'includeNextSteps', label: 'Include next steps', hint: 'End the description with the next steps to take.' },
] as const;

const URGENCY_LABELS = { low: 'Low', normal: 'Normal', high: 'High', critical: 'Critical' } as const;
const DUE_PARSER_LABELS = {
  prefer_explicit: 'Prefer explicit dates (default: in a week)',
  fallback_next_business_day: 'Explicit dates, else next business day',
} as const;

function SwitchRow({ label, hint, checked, onChange }: { label: string; hint: string; checked: boolean; onChange: (v: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="space-y-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-hint`} />
    </div>
  );
}

export function StyleSwitches({ style, change }: { style: TaskStyle; change: Change }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">Description options</CardTitle>
      </CardHeader>
      <CardContent className="divide-y py-0">
        {SWITCHES.map(({ key, label, hint }) => (
          <SwitchRow key={key} label={label} hint={hint} checked={style[key]} onChange={(v) => change(key, v)} />
        ))}
      </CardContent>
    </Card>
  );
}

export function UrgencyAndDue({ style, change }: { style: TaskStyle; change: Change }) {
  const priorities = PRIORITIES.map((p) => ({ value: p, label: RULE_PRIORITY_LABELS[p] }));
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-base">Priority and due date</CardTitle>
        <CardDescription>Urgency words in an email ("urgent", "no rush") set its tasks' priority through this map.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium">Urgency to priority</legend>
          {URGENCY_LEVELS.map((level) => (
            <SelectField
              key={level}
              label={`${URGENCY_LABELS[level]} urgency`}
              value={style.urgencyMap[level]}
              onValueChange={(v) => change('urgencyMap', { ...style.urgencyMap, [level]: v as TaskStyle['urgencyMap'][typeof level] })}
              options={priorities}
            />
          ))}
        </fieldset>
        <SelectField
          label="Due date parser"
          value={style.dueParser}
          onValueChange={(v) => change('dueParser', v as TaskStyle['dueParser'])}
          options={DUE_PARSERS.map((p) => ({ value: p, label: DUE_PARSER_LABELS[p] }))}
        />
      </CardContent>
    </Card>
  );
}
