import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { bodyRegexError } from '../lib/body-regex';
import type { ProjectFormValues } from '../lib/project-form-values';

type CommaField =
  | 'associatedProjects'
  | 'otherNames'
  | 'involvedParties'
  | 'labels'
  | 'senderIncludes'
  | 'domainMatches'
  | 'subjectIncludes'
  | 'bodyIncludes';

const NAME_FIELDS: { name: CommaField; label: string; placeholder: string }[] = [
  { name: 'associatedProjects', label: 'Associated Projects', placeholder: 'Phase 2, Tenant fit-out' },
  { name: 'otherNames', label: 'Other Names', placeholder: 'HVR, Harbor View' },
  { name: 'involvedParties', label: 'Involved Parties', placeholder: 'Acme Builders, City Council' },
  { name: 'labels', label: 'Labels', placeholder: 'construction, priority-client' },
];

const RULE_FIELDS: { name: CommaField; label: string; placeholder: string }[] = [
  { name: 'senderIncludes', label: 'Sender Includes', placeholder: 'jane@acme.com, billing@' },
  { name: 'domainMatches', label: 'Domain Matches', placeholder: 'acme.com, harborview.org' },
  { name: 'subjectIncludes', label: 'Subject Includes', placeholder: 'HVR, Harbor View' },
  { name: 'bodyIncludes', label: 'Body Includes', placeholder: 'unit 4B, lease renewal' },
];

const HINT = 'Separate with commas';

/** Names the classifier looks for, and the email-matching rules (comma-separated lists). */
export function ProjectFormMatching({ form }: { form: UseFormReturn<ProjectFormValues> }) {
  const { register, watch } = form;
  const regexError = bodyRegexError(watch('bodyRegex'));
  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold">Names and Labels</legend>
        {NAME_FIELDS.map(({ name, label, placeholder }) => (
          <FormField key={name} label={label} hint={HINT}>
            <Input placeholder={placeholder} {...register(name)} />
          </FormField>
        ))}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-semibold">Email Matching Rules</legend>
        <p className="text-xs text-muted-foreground sm:col-span-2">Emails that match any of these rules are assigned to this project.</p>
        {RULE_FIELDS.map(({ name, label, placeholder }) => (
          <FormField key={name} label={label} hint={HINT}>
            <Input placeholder={placeholder} {...register(name)} />
          </FormField>
        ))}
        <FormField
          label="Body Regex"
          hint="A regular expression matched against the email body (case-insensitive)"
          error={regexError ?? undefined}
          className="sm:col-span-2"
        >
          <Input className="font-mono" placeholder="invoice\s+#\d+" {...register('bodyRegex')} />
        </FormField>
      </fieldset>
      <FormField label="Notes">
        <Textarea rows={3} placeholder="Anything else worth remembering" {...register('notes')} />
      </FormField>
    </>
  );
}
