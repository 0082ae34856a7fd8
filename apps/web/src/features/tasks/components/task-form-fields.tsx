import { PRIORITIES, PRIORITY_LABELS, TASK_ERRORS, TASK_STATUSES, type Project } from '@triage/contracts';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { DatePicker } from '@/components/ui/date-picker';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import type { TaskFormValues } from '../lib/task-form-values';
import { TASK_STATUS_LABELS } from '../lib/task-status';
import { ChecklistEditor } from './checklist-editor';

interface TaskFormFieldsProps {
  form: UseFormReturn<TaskFormValues>;
  projects: Project[];
  projectsLoading: boolean;
  projectsError: boolean;
  /** Status is set on an existing task only; new tasks start as to_do. */
  showStatus: boolean;
}

export function TaskFormFields({ form, projects, projectsLoading, projectsError, showStatus }: TaskFormFieldsProps) {
  const { register, control, formState } = form;
  const noProjects = !projectsLoading && !projectsError && projects.length === 0;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Title" required error={formState.errors.title?.message} className="sm:col-span-2">
        <Input autoFocus placeholder="What needs to be done?" {...register('title')} />
      </FormField>
      <FormField label="Description" className="sm:col-span-2">
        <Textarea rows={3} placeholder="Add details" {...register('description')} />
      </FormField>
      <Controller
        control={control}
        name="project_id"
        render={({ field }) => (
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <SelectField
              label="Project"
              required
              value={field.value}
              onValueChange={field.onChange}
              disabled={noProjects}
              placeholder={projectsLoading ? 'Loading projects...' : 'Select a project'}
              options={projects.map((p) => ({ value: p.id, label: p.name }))}
              error={formState.errors.project_id?.message}
            />
            {noProjects && <FieldError message={TASK_ERRORS.noProjects} />}
            {projectsError && <FieldError message="Failed to load projects" />}
          </div>
        )}
      />
      <Controller
        control={control}
        name="priority"
        render={({ field }) => (
          <SelectField
            label="Priority"
            value={field.value}
            onValueChange={field.onChange}
            options={PRIORITIES.map((p) => ({ value: p, label: `${p} ${PRIORITY_LABELS[p]}` }))}
          />
        )}
      />
      {showStatus && (
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <SelectField
              label="Status"
              value={field.value}
              onValueChange={field.onChange}
              options={TASK_STATUSES.map((s) => ({ value: s, label: TASK_STATUS_LABELS[s] }))}
            />
          )}
        />
      )}
      <Controller
        control={control}
        name="due_date"
        render={({ field }) => (
          <FormField label="Due Date">
            <DatePicker value={field.value} onChange={field.onChange} placeholder="No due date" />
          </FormField>
        )}
      />
      <FormField label="Assignee">
        <Input placeholder="Who is doing it?" {...register('assignee')} />
      </FormField>
      <div className="sm:col-span-2">
        <ChecklistEditor control={control} register={register} />
      </div>
    </div>
  );
}
