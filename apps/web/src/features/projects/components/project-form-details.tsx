import { DUE_RULES, PROJECT_COLORS, PROJECT_CONTEXTS, PROJECT_STATUSES, PROJECT_STATUS_LABELS, PROJECT_TYPES } from '@triage/contracts';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { PRIORITY_OPTIONS } from '@/components/priority-options';
import { FormField } from '@/components/ui/form-field';
import { FormSelect } from '@/components/ui/form-select';
import { Input } from '@/components/ui/input';
import { SwatchPicker } from '@/components/ui/swatch-picker';
import { Textarea } from '@/components/ui/textarea';
import type { ProjectFormValues } from '../lib/project-form-values';

const NO_CONTEXT = 'none';
const DUE_RULE_LABELS: Record<(typeof DUE_RULES)[number], string> = {
  next_business_day: 'Next business day',
  parse: 'Parse from email',
  '48h': 'Within 48 hours',
};
const COLOR_NAMES = ['Blue', 'Green', 'Yellow', 'Purple', 'Orange', 'Red', 'Pink', 'Indigo', 'Teal', 'Cyan', 'Lime', 'Slate'];
const SWATCHES = PROJECT_COLORS.map((color, i) => ({ value: color, color, label: COLOR_NAMES[i] ?? color }));

/** Name, description, type, context, status, defaults and colour. */
export function ProjectFormDetails({ form }: { form: UseFormReturn<ProjectFormValues> }) {
  const { register, control, formState } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Project Name" required error={formState.errors.name?.message} className="sm:col-span-2">
        <Input autoFocus placeholder="e.g. Harbor View Renovation" {...register('name')} />
      </FormField>
      <FormField label="Official Name" className="sm:col-span-2">
        <Input placeholder="Legal or formal name" {...register('officialName')} />
      </FormField>
      <FormField label="Description" className="sm:col-span-2">
        <Textarea rows={2} placeholder="What is this project about?" {...register('description')} />
      </FormField>
      <FormSelect control={control} name="type" label="Type" options={PROJECT_TYPES.map((t) => ({ value: t, label: t }))} />
      <FormSelect
        control={control}
        name="context"
        label="Context"
        emptyOption={NO_CONTEXT}
        options={[{ value: NO_CONTEXT, label: 'No context' }, ...PROJECT_CONTEXTS.map((c) => ({ value: c, label: c }))]}
      />
      <FormSelect
        control={control}
        name="status"
        label="Status"
        options={PROJECT_STATUSES.map((s) => ({ value: s, label: PROJECT_STATUS_LABELS[s] }))}
      />
      <FormSelect control={control} name="defaultPriority" label="Default Priority" options={PRIORITY_OPTIONS} />
      <FormSelect
        control={control}
        name="defaultDueRule"
        label="Default Due Rule"
        options={DUE_RULES.map((r) => ({ value: r, label: DUE_RULE_LABELS[r] }))}
      />
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <span className="text-sm font-medium leading-none">Color</span>
        <Controller
          control={control}
          name="color"
          render={({ field }) => <SwatchPicker label="Project color" swatches={SWATCHES} value={field.value} onChange={field.onChange} />}
        />
      </div>
    </div>
  );
}
