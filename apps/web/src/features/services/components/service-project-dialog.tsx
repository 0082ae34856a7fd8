import { SERVICE_PROJECT_STATUSES, TASK_ERRORS, type Service, type ServiceProject } from '@triage/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useProjects } from '@/features/projects';
import { useAddServiceProject } from '../api/add-service-project';
import { useUpdateServiceProject } from '../api/update-service-project';
import { SERVICE_PROJECT_STATUS_LABELS } from '../lib/service-projects';

type Status = ServiceProject['status'];
const STATUS_OPTIONS = SERVICE_PROJECT_STATUSES.map((s) => ({ value: s, label: SERVICE_PROJECT_STATUS_LABELS[s] }));

interface ServiceProjectDialogProps {
  service: Service;
  /** The link to edit ('Edit Project'); absent to add one ('Add Project to (service)'). */
  link?: ServiceProject;
  onClose: () => void;
}

export function ServiceProjectDialog({ service, link, onClose }: ServiceProjectDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{link ? 'Edit Project' : `Add Project to ${service.name}`}</DialogTitle>
          <DialogDescription>
            {link ? `A project of ${service.name}.` : 'Choose one of your projects and its status in this service.'}
          </DialogDescription>
        </DialogHeader>
        {link ? <EditForm link={link} onDone={onClose} /> : <AddForm service={service} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function AddForm({ service, onDone }: { service: Service; onDone: () => void }) {
  const projects = useProjects();
  const add = useAddServiceProject();
  const [projectId, setProjectId] = useState('');
  const [status, setStatus] = useState<Status>('open');
  const [error, setError] = useState<string>();
  const linked = new Set(service.projects.map((p) => p.project_id));
  const choices = (projects.data ?? []).filter((p) => !p.is_archived && !linked.has(p.id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const project = choices.find((p) => p.id === projectId);
    if (!project || project.name.trim() === '') {
      setError('Please select a project');
      return;
    }
    add.mutate(
      { serviceId: service.id, body: { project_id: project.id, project_name: project.name, status } },
      {
        onSuccess: () => {
          toastSuccess('Success', `${project.name} added to ${service.name}`);
          onDone();
        },
        onError: (err) => toastError('Failed to add project to service', err),
      },
    );
  };

  const none = projects.isSuccess && choices.length === 0;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <SelectField
          label="Project"
          required
          value={projectId}
          onValueChange={(v) => {
            setProjectId(v);
            setError(undefined);
          }}
          placeholder={projects.isPending ? 'Loading projects...' : 'Select a project'}
          options={choices.map((p) => ({ value: p.id, label: p.name }))}
          disabled={none}
          error={error}
        />
        {none && (
          <FieldError message={(projects.data ?? []).length === 0 ? TASK_ERRORS.noProjects : 'Every project is already in this service.'} />
        )}
        {projects.isError && <FieldError message="Failed to load projects" />}
      </div>
      <SelectField label="Status" value={status} onValueChange={(v) => setStatus(v as Status)} options={STATUS_OPTIONS} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={add.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={add.isPending}>
          Add Project
        </Button>
      </DialogFooter>
    </form>
  );
}

function EditForm({ link, onDone }: { link: ServiceProject; onDone: () => void }) {
  const update = useUpdateServiceProject();
  const [name, setName] = useState(link.project_name);
  const [status, setStatus] = useState<Status>(link.status);
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError('Project name is required');
      return;
    }
    update.mutate(
      { id: link.id, patch: { project_name: name.trim(), status } },
      {
        onSuccess: () => {
          toastSuccess('Success', 'Project updated successfully');
          onDone();
        },
        onError: (err) => toastError('Failed to update project', err),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormField label="Project Name" required error={error}>
        <Input
          autoFocus
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <SelectField label="Status" value={status} onValueChange={(v) => setStatus(v as Status)} options={STATUS_OPTIONS} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          Save Changes
        </Button>
      </DialogFooter>
    </form>
  );
}
