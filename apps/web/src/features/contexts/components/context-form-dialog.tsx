import { TIME_ZONES, type Context } from '@triage/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';
import { SwatchPicker } from '@/components/ui/swatch-picker';
import { Switch } from '@/components/ui/switch';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { useCreateContext } from '../api/create-context';
import { useUpdateContext } from '../api/update-context';
import {
  CONTEXT_SWATCHES,
  contextToForm,
  emptyContextForm,
  toContextPayload,
  validateContextForm,
  type ContextFormErrors,
  type ContextFormValues,
} from '../lib/context-form';
import { DAY_NAMES, DAY_SHORT } from '../lib/working-hours';

interface ContextFormDialogProps {
  /** null closed; 'new' to add; a context to edit. */
  target: Context | 'new' | null;
  onClose: () => void;
}

export function ContextFormDialog({ target, onClose }: ContextFormDialogProps) {
  const context = target && target !== 'new' ? target : null;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-[560px]">
        <DialogHeader>
          <DialogTitle>{context ? 'Edit Context' : 'Add Context'}</DialogTitle>
          <DialogDescription>A context is where you work from: its time zone and working hours.</DialogDescription>
        </DialogHeader>
        {target && <ContextForm key={context?.id ?? 'new'} context={context} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function ContextForm({ context, onDone }: { context: Context | null; onDone: () => void }) {
  const [values, setValues] = useState<ContextFormValues>(() => (context ? contextToForm(context) : emptyContextForm()));
  const [errors, setErrors] = useState<ContextFormErrors>({});
  const create = useCreateContext();
  const update = useUpdateContext();
  const pending = create.isPending || update.isPending;
  const set = <K extends keyof ContextFormValues>(key: K, value: ContextFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors({});
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateContextForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const payload = toContextPayload(values);
    const done = (text: string) => () => {
      toastSuccess(text);
      onDone();
    };
    const failed = (error: unknown) => toastError(context ? 'Failed to update context' : 'Failed to create context', error);
    if (context) update.mutate({ id: context.id, patch: payload }, { onSuccess: done('Context updated successfully'), onError: failed });
    else create.mutate(payload, { onSuccess: done('Context created successfully'), onError: failed });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormField label="Name" required error={errors.name}>
        <Input value={values.name} onChange={(e) => set('name', e.target.value)} placeholder="Head office" autoFocus />
      </FormField>
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium">Colour</span>
        <SwatchPicker swatches={CONTEXT_SWATCHES} value={values.color} onChange={(c) => set('color', c)} label="Colour" />
      </div>
      <SelectField
        label="Time Zone"
        value={values.timezone}
        onValueChange={(v) => set('timezone', v)}
        options={TIME_ZONES.map((tz) => ({ value: tz.value, label: tz.label }))}
      />
      <WorkingHoursFields values={values} set={set} errors={errors} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {context ? 'Update Context' : 'Add Context'}
        </Button>
      </DialogFooter>
    </form>
  );
}

type Set = <K extends keyof ContextFormValues>(key: K, value: ContextFormValues[K]) => void;

function WorkingHoursFields({ values, set, errors }: { values: ContextFormValues; set: Set; errors: ContextFormErrors }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">Working hours</legend>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor="context-restricted">Restrict to working hours</Label>
        <Switch id="context-restricted" checked={values.restricted} onCheckedChange={(v) => set('restricted', v)} />
      </div>
      {values.restricted ? (
        <>
          <div className="grid grid-cols-2 gap-3">
            <FormField label="Start">
              <Input type="time" value={values.start} onChange={(e) => set('start', e.target.value)} />
            </FormField>
            <FormField label="End">
              <Input type="time" value={values.end} onChange={(e) => set('end', e.target.value)} />
            </FormField>
          </div>
          <FieldError message={errors.hours} />
          <div className="flex flex-col gap-2">
            <span className="text-sm font-medium" id="context-days">
              Days
            </span>
            <ToggleGroup
              type="multiple"
              aria-labelledby="context-days"
              value={values.days.map(String)}
              onValueChange={(days) =>
                set(
                  'days',
                  days.map(Number).sort((a, b) => a - b),
                )
              }
              className="w-fit flex-wrap"
            >
              {DAY_SHORT.map((day, i) => (
                <ToggleGroupItem
                  key={day}
                  value={String(i)}
                  aria-label={DAY_NAMES[i]}
                  className="w-11 data-[state=on]:bg-primary data-[state=on]:text-primary-foreground"
                >
                  {day}
                </ToggleGroupItem>
              ))}
            </ToggleGroup>
            <FieldError message={errors.days} />
          </div>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">No restrictions: any time, any day.</p>
      )}
    </fieldset>
  );
}
