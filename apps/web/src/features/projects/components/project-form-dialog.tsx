import type { Project } from '@triage/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useCreateProject } from '../api/create-project';
import { useUpdateProject } from '../api/update-project';
import { bodyRegexError } from '../lib/body-regex';
import { emptyProjectForm, projectToForm, toProjectCreate, toProjectUpdate, type ProjectFormValues } from '../lib/project-form-values';
import { ProjectFormDetails } from './project-form-details';
import { ProjectFormMatching } from './project-form-matching';

interface ProjectFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The project to edit; absent to create one. */
  project?: Project | null;
}

export function ProjectFormDialog({ open, onOpenChange, project }: ProjectFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-[600px]">
        <DialogHeader>
          <DialogTitle>{project ? 'Edit Project' : 'Create New Project'}</DialogTitle>
          <DialogDescription>
            {project
              ? 'Update the project details and its email-matching rules.'
              : 'Add a project and tell Triage which emails belong to it.'}
          </DialogDescription>
        </DialogHeader>
        <ProjectForm project={project ?? null} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ProjectForm({ project, onDone }: { project: Project | null; onDone: () => void }) {
  const initial = project ? projectToForm(project) : emptyProjectForm;
  const form = useForm<ProjectFormValues>({ defaultValues: initial });
  const create = useCreateProject();
  const update = useUpdateProject();
  const pending = create.isPending || update.isPending;

  const submit = form.handleSubmit((values) => {
    if (values.name.trim() === '') {
      form.setError('name', { message: 'Project name is required' }, { shouldFocus: true });
      return;
    }
    if (bodyRegexError(values.bodyRegex)) {
      form.setFocus('bodyRegex');
      return;
    }
    if (!project) {
      create.mutate(toProjectCreate(values), {
        onSuccess: () => {
          toastSuccess('Project created successfully');
          onDone();
        },
        onError: (error) => toastError('Failed to create project', error),
      });
      return;
    }
    const patch = toProjectUpdate(values, initial);
    update.mutate(
      { id: project.id, previousStatus: project.status, patch },
      {
        onSuccess: () => {
          toastSuccess('Project updated successfully');
          onDone();
        },
        onError: (error) => toastError('Failed to update project', error),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <ProjectFormDetails form={form} />
      <ProjectFormMatching form={form} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {project ? 'Update Project' : 'Create Project'}
        </Button>
      </DialogFooter>
    </form>
  );
}
