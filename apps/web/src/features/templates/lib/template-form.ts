import { ERRORS, type Template, type TemplateCreate } from '@triage/contracts';

export interface TemplateFormValues {
  name: string;
  description: string;
  services: string[];
  items: string[];
}

export type TemplateFormErrors = Partial<Record<'name' | 'services', string>>;

export const emptyTemplateForm = (): TemplateFormValues => ({ name: '', description: '', services: [], items: [''] });

export const templateToForm = (template: Template): TemplateFormValues => ({
  name: template.name,
  description: template.description ?? '',
  services: [...template.services],
  items: template.items.length > 0 ? [...template.items] : [''],
});

/** docs/behaviour.md, Validation: name required, at least one service. */
export function validateTemplate(values: TemplateFormValues): TemplateFormErrors {
  const errors: TemplateFormErrors = {};
  if (values.name.trim() === '') errors.name = ERRORS.templateNameRequired;
  if (values.services.filter((s) => s.trim() !== '').length === 0) errors.services = ERRORS.templateServiceRequired;
  return errors;
}

/** Blank items dropped; an empty description is sent as null (cleared). */
export function toTemplatePayload(values: TemplateFormValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    services: values.services,
    items: values.items.map((item) => item.trim()).filter((item) => item.length > 0),
  } satisfies TemplateCreate;
}
