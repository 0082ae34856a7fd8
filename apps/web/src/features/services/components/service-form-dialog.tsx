import { DEFAULT_SERVICE_COLOR, type Service } from '@triage/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SwatchPicker } from '@/components/ui/swatch-picker';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useCreateService } from '../api/create-service';
import { useUpdateService } from '../api/update-service';
import { duplicateMessage } from '../lib/duplicate-error';
import { SERVICE_SWATCHES } from '../lib/service-colors';

interface ServiceFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The service to edit; absent to add one. */
  service?: Service | null;
}

export function ServiceFormDialog({ open, onOpenChange, service }: ServiceFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{service ? 'Edit Service' : 'Add Service'}</DialogTitle>
          <DialogDescription>A service groups the projects you deliver for it.</DialogDescription>
        </DialogHeader>
        <ServiceForm service={service ?? null} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ServiceForm({ service, onDone }: { service: Service | null; onDone: () => void }) {
  const [name, setName] = useState(service?.name ?? '');
  const [color, setColor] = useState(service?.color ?? DEFAULT_SERVICE_COLOR);
  const [error, setError] = useState<string>();
  const create = useCreateService();
  const update = useUpdateService();
  const pending = create.isPending || update.isPending;
  const blank = name.trim() === '';

  const fail = (title: string) => (err: unknown) => {
    const duplicate = duplicateMessage(err);
    if (duplicate) {
      setError(duplicate);
      toastError(duplicate);
    } else {
      toastError(title, err);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // docs/behaviour.md, Validation: a blank name is silently ignored on create (the button stays disabled).
    if (blank) return;
    const done = (description: string) => () => {
      toastSuccess('Success', description);
      onDone();
    };
    if (!service) {
      create.mutate(
        { name: name.trim(), color },
        { onSuccess: done('Service created successfully'), onError: fail('Failed to create service') },
      );
      return;
    }
    update.mutate(
      { id: service.id, patch: { name: name.trim(), color } },
      { onSuccess: done('Service updated successfully'), onError: fail('Failed to update service') },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormField label="Service Name" required error={error}>
        <Input
          autoFocus
          placeholder="e.g. Property Management"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium leading-none">Color</span>
        <SwatchPicker label="Service color" swatches={SERVICE_SWATCHES} value={color} onChange={setColor} />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending || blank}>
          {service ? 'Save Changes' : 'Add Service'}
        </Button>
      </DialogFooter>
    </form>
  );
}
