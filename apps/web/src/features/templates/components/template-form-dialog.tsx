import type { Template } from '@triage/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MultiSelect } from '@/components/ui/multi-select';
import { Textarea } from '@/components/ui/textarea';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useServices, duplicateMessage } from '@/features/services';
import { useCreateTemplate } from '../api/create-template';
import { useUpdateTemplate } from '../api/update-template';
import {
  emptyTemplateForm,
  templateToForm,
  toTemplatePayload,
  validateTemplate,
  type TemplateFormErrors,
  type TemplateFormValues,
} from '../lib/template-form';
import { TemplateItemsEditor } from './template-items-editor';

interface TemplateFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  template?: Template | null;
}

export function TemplateFormDialog({ open, onOpenChange, template }: TemplateFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-[600px]">
        <DialogHeader>
          <DialogTitle>{template ? 'Edit Template' : 'Add New Checklist Template'}</DialogTitle>
          <DialogDescription>Tasks created from emails of the chosen services get this checklist.</DialogDescription>
        </DialogHeader>
        <TemplateForm template={template ?? null} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function TemplateForm({ template, onDone }: { template: Template | null; onDone: () => void }) {
  const [values, setValues] = useState<TemplateFormValues>(template ? templateToForm(template) : emptyTemplateForm());
  const [errors, setErrors] = useState<TemplateFormErrors>({});
  const services = useServices();
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const pending = create.isPending || update.isPending;
  // Names chosen earlier stay choosable even if that service has since been archived.
  const options = [...new Set([...(services.data ?? []).map((s) => s.name), ...values.services])];

  // docs/behaviour.md, Validation: errors clear on edit.
  const change = (patch: Partial<TemplateFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors({});
  };

  const fail = (title: string) => (error: unknown) => {
    const duplicate = duplicateMessage(error);
    if (duplicate) setErrors({ name: duplicate });
    toastError(duplicate ?? title, duplicate ? undefined : error);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateTemplate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const payload = toTemplatePayload(values);
    const done = (description: string) => () => {
      toastSuccess('Success', description);
      onDone();
    };
    if (!template) {
      create.mutate(
        { ...payload, description: payload.description ?? undefined },
        { onSuccess: done('Template created successfully'), onError: fail('Failed to create template') },
      );
      return;
    }
    update.mutate(
      { id: template.id, patch: payload },
      { onSuccess: done('Template updated successfully'), onError: fail('Failed to update template') },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormField label="Template Name" required error={errors.name}>
        <Input autoFocus placeholder="e.g. New tenant onboarding" value={values.name} onChange={(e) => change({ name: e.target.value })} />
      </FormField>
      <FormField label="Description">
        <Textarea rows={2} value={values.description} onChange={(e) => change({ description: e.target.value })} />
      </FormField>
      <FormField label="Services" required error={errors.services}>
        <MultiSelect
          options={options}
          value={values.services}
          onChange={(next) => change({ services: next })}
          placeholder={services.isPending ? 'Loading services...' : 'Select services'}
          emptyText={services.isError ? 'Failed to load services' : 'No services yet. Create a service first.'}
        />
      </FormField>
      <TemplateItemsEditor items={values.items} onChange={(items) => change({ items })} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {template ? 'Save Changes' : 'Create Template'}
        </Button>
      </DialogFooter>
    </form>
  );
}
