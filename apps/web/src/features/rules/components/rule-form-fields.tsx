import { PRIORITIES, RULE_PRIORITY_LABELS, type Project } from '@triage/contracts';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';
import { Slider } from '@/components/ui/slider';
import type { RuleFormErrors, RuleFormValues } from '../lib/rule-form-values';

type Set = <K extends keyof RuleFormValues>(key: K, value: RuleFormValues[K]) => void;
interface FieldsProps {
  values: RuleFormValues;
  set: Set;
  errors: RuleFormErrors;
}

const HINT = 'Separate with commas';
const CONDITIONS = [
  { key: 'senderIncludes', label: 'Sender Includes', placeholder: 'jane@acme.com, billing@' },
  { key: 'domainMatches', label: 'Domain Matches', placeholder: 'acme.com, harborview.org' },
  { key: 'subjectIncludes', label: 'Subject Includes', placeholder: 'invoice, lease renewal' },
  { key: 'bodyIncludes', label: 'Body Includes', placeholder: 'unit 4B, purchase order' },
] as const;

export function RuleNameAndConfidence({ values, set, errors }: FieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
      <FormField label="Rule Name" required error={errors.name}>
        <Input value={values.name} onChange={(e) => set('name', e.target.value)} placeholder="Acme invoices" autoFocus />
      </FormField>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="rule-confidence">
          Confidence: <span className="tabular-nums">{values.confidence.toFixed(2)}</span>
        </Label>
        <Slider
          id="rule-confidence"
          aria-label="Confidence"
          className="mt-2"
          min={0}
          max={1}
          step={0.05}
          value={values.confidence}
          onValueChange={(v) => set('confidence', v)}
        />
        <p className="text-xs text-muted-foreground">How sure a match makes Triage of the project.</p>
      </div>
    </div>
  );
}

/** IF: the conditions, any one of which makes the rule match. */
export function RuleConditionFields({ values, set, errors }: FieldsProps) {
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">IF any of these match</legend>
      {CONDITIONS.map(({ key, label, placeholder }) => (
        <FormField key={key} label={label} hint={HINT}>
          <Input value={values[key]} placeholder={placeholder} onChange={(e) => set(key, e.target.value)} />
        </FormField>
      ))}
      <FormField
        label="Body Regex"
        hint="A regular expression matched against the body (case-insensitive)"
        error={errors.bodyRegex}
        className="sm:col-span-2"
      >
        <Input
          className="font-mono"
          value={values.bodyRegex}
          placeholder="invoice\s+#\d+"
          onChange={(e) => set('bodyRegex', e.target.value)}
        />
      </FormField>
      <FieldError message={errors.conditions} className="sm:col-span-2" />
    </fieldset>
  );
}

/** THEN: the project (only open ones are offered), tags, priority, assignee and due. */
export function RuleActionFields({ values, set, errors, projects }: FieldsProps & { projects: readonly Project[] }) {
  const options = projects.map((p) => ({ value: p.id, label: p.status === 'open' ? p.name : `${p.name} (${p.status.replace('_', ' ')})` }));
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">THEN</legend>
      <SelectField
        label="Assign to Project"
        required
        value={values.projectId}
        onValueChange={(v) => set('projectId', v)}
        options={options}
        placeholder={options.length ? 'Select a project' : 'No open projects'}
        error={errors.projectId}
      />
      <SelectField
        label="Priority"
        value={values.priority || 'none'}
        onValueChange={(v) => set('priority', v === 'none' ? '' : (v as RuleFormValues['priority']))}
        options={[{ value: 'none', label: 'No priority' }, ...PRIORITIES.map((p) => ({ value: p, label: RULE_PRIORITY_LABELS[p] }))]}
      />
      <FormField label="Tags" hint={HINT}>
        <Input value={values.tags} placeholder="finance, vendor" onChange={(e) => set('tags', e.target.value)} />
      </FormField>
      <FormField label="Assignee">
        <Input value={values.assignee} placeholder="Optional" onChange={(e) => set('assignee', e.target.value)} />
      </FormField>
      <FormField label="Due" hint="When its tasks are due, e.g. 'in 2 days' or 'Friday'" className="sm:col-span-2">
        <Input value={values.due} placeholder="Optional" onChange={(e) => set('due', e.target.value)} />
      </FormField>
    </fieldset>
  );
}
