import type { Project, Rule } from '@triage/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useCreateRule } from '../api/create-rule';
import { useUpdateRule } from '../api/update-rule';
import {
  emptyRuleForm,
  ruleToForm,
  toRulePayload,
  validateRuleForm,
  type RuleFormErrors,
  type RuleFormValues,
} from '../lib/rule-form-values';
import { RuleActionFields, RuleConditionFields, RuleNameAndConfidence } from './rule-form-fields';

export interface RuleDialogState {
  /** The rule to edit; absent to create one. */
  rule?: Rule;
  /** Values to start a new rule from (Generate from Examples). */
  initial?: RuleFormValues;
  /** Shown under the title, e.g. where generated conditions came from. */
  note?: string;
}

interface RuleFormDialogProps {
  state: RuleDialogState | null;
  onClose: () => void;
  /** Every project; only open ones (and the rule's own) are offered. */
  projects: readonly Project[];
}

export function RuleFormDialog({ state, onClose, projects }: RuleFormDialogProps) {
  const editing = state?.rule;
  return (
    <Dialog open={state !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-[680px]">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Rule' : 'Create New Rule'}</DialogTitle>
          <DialogDescription>
            {state?.note ?? 'When an email matches any IF condition, Triage files it under the THEN project.'}
          </DialogDescription>
        </DialogHeader>
        {state && <RuleForm key={editing?.id ?? 'new'} state={state} projects={projects} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function RuleForm({ state, projects, onDone }: { state: RuleDialogState; projects: readonly Project[]; onDone: () => void }) {
  const rule = state.rule;
  const [values, setValues] = useState<RuleFormValues>(() => (rule ? ruleToForm(rule) : (state.initial ?? emptyRuleForm)));
  const [errors, setErrors] = useState<RuleFormErrors>({});
  const create = useCreateRule();
  const update = useUpdateRule();
  const pending = create.isPending || update.isPending;
  const offered = projects.filter((p) => (p.status === 'open' && !p.is_archived) || p.id === values.projectId);

  const set = <K extends keyof RuleFormValues>(key: K, value: RuleFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors({});
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateRuleForm(values);
    setErrors(found);
    // docs/behaviour.md, Validation: the missing condition and project are 'Validation Error' toasts.
    const first = found.name ?? found.conditions ?? found.bodyRegex ?? found.projectId;
    if (first) {
      toastError('Validation Error', new Error(first));
      return;
    }
    const payload = toRulePayload(values);
    if (!rule) {
      create.mutate(payload, {
        onSuccess: () => {
          toastSuccess('Rule created successfully');
          onDone();
        },
        onError: (error) => toastError('Failed to create rule', error),
      });
      return;
    }
    update.mutate(
      { id: rule.id, patch: payload },
      {
        onSuccess: () => {
          toastSuccess('Rule updated successfully');
          onDone();
        },
        onError: (error) => toastError('Failed to update rule', error),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <RuleNameAndConfidence values={values} set={set} errors={errors} />
      <RuleConditionFields values={values} set={set} errors={errors} />
      <RuleActionFields values={values} set={set} errors={errors} projects={offered} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {rule ? 'Update Rule' : 'Create Rule'}
        </Button>
      </DialogFooter>
    </form>
  );
}
