import { zodResolver } from '@hookform/resolvers/zod';
import { TASK_ERRORS, TASK_STATUS_LABELS, TASK_STATUSES, type Project } from '@triage/contracts';
import { Controller, useForm } from 'react-hook-form';
import { PRIORITY_OPTIONS } from '@/components/priority-options';
import { ProjectSelect, usableProjects } from '@/components/project-select';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { DialogFooter } from '@/components/ui/dialog';
import { FieldError, FormField } from '@/components/ui/form-field';
import { FormSelect } from '@/components/ui/form-select';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { ChecklistEditor } from './checklist-editor';
import { taskFormSchema } from './task-form-schema';
import type { TaskFormValues, ValidTaskForm } from './task-form-values';

type TaskFormField = 'status' | 'assignee' | 'checklist';

export interface TaskFormProps {
  defaultValues: TaskFormValues;
  projects: readonly Project[];
  projectsLoading: boolean;
  projectsError?: boolean;
  /** Fields beyond title, description, project, priority and due date. */
  fields?: readonly TaskFormField[];
  /**
   * 'dialog': the Tasks screen's form (due day on a calendar, placeholders, dialog footer).
   * 'compact': the forms inside an email card and the Adjust & Accept dialog (a typed due date).
   */
  variant: 'dialog' | 'compact';
  /** Accessible names of the project and priority selects where the page holds others (an email card). */
  selectNames?: { project: string; priority: string };
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: ValidTaskForm) => void;
  onCancel?: () => void;
}

/** The one task form: new and edited tasks, suggested tasks, manual tasks and Adjust & Accept. */
export function TaskForm({
  defaultValues,
  projects,
  projectsLoading,
  projectsError = false,
  fields = [],
  variant,
  selectNames,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: TaskFormProps) {
  const form = useForm<TaskFormValues, unknown, ValidTaskForm>({ defaultValues, resolver: zodResolver(taskFormSchema) });
  const { register, control, formState } = form;
  const dialog = variant === 'dialog';
  const noProjects = !projectsLoading && !projectsError && usableProjects(projects, defaultValues.project_id).length === 0;
  const Footer = dialog ? DialogFooter : 'div';
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className={cn('grid gap-4 sm:grid-cols-2', !dialog && 'gap-3 rounded-md border bg-muted/30 p-3')}
    >
      <FormField label="Title" required error={formState.errors.title?.message} className="sm:col-span-2">
        <Input autoFocus placeholder={dialog ? 'What needs to be done?' : undefined} {...register('title')} />
      </FormField>
      <FormField label="Description" className="sm:col-span-2">
        <Textarea rows={dialog ? 3 : 2} placeholder={dialog ? 'Add details' : undefined} {...register('description')} />
      </FormField>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Controller
          control={control}
          name="project_id"
          render={({ field, fieldState }) => (
            <FormField label="Project" required error={fieldState.error?.message}>
              <ProjectSelect
                label={selectNames?.project}
                projects={projects}
                loading={projectsLoading}
                disabled={noProjects}
                value={field.value}
                onValueChange={field.onChange}
              />
            </FormField>
          )}
        />
        {noProjects && <FieldError message={TASK_ERRORS.noProjects} />}
        {projectsError && <FieldError message="Failed to load projects" />}
      </div>
      <FormSelect control={control} name="priority" label="Priority" aria-label={selectNames?.priority} options={PRIORITY_OPTIONS} />
      {fields.includes('status') && (
        <FormSelect
          control={control}
          name="status"
          label="Status"
          options={TASK_STATUSES.map((s) => ({ value: s, label: TASK_STATUS_LABELS[s] }))}
        />
      )}
      <Controller
        control={control}
        name="due_date"
        render={({ field, fieldState }) =>
          dialog ? (
            <FormField label="Due Date" error={fieldState.error?.message}>
              <DatePicker value={field.value ?? null} onChange={field.onChange} placeholder="No due date" />
            </FormField>
          ) : (
            <FormField label="Due date" error={fieldState.error?.message}>
              <Input type="date" value={field.value ?? ''} onChange={(e) => field.onChange(e.target.value || null)} />
            </FormField>
          )
        }
      />
      {fields.includes('assignee') && (
        <FormField label="Assignee" className={cn(!dialog && 'sm:col-span-2')}>
          <Input placeholder={dialog ? 'Who is doing it?' : 'Optional'} {...register('assignee')} />
        </FormField>
      )}
      {fields.includes('checklist') && (
        <div className="sm:col-span-2">
          <ChecklistEditor control={control} register={register} />
        </div>
      )}
      <Footer className={cn('sm:col-span-2', !dialog && 'flex justify-end gap-2')}>
        {onCancel && (
          <Button type="button" variant="outline" size={dialog ? 'default' : 'sm'} onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="submit" size={dialog ? 'default' : 'sm'} disabled={busy}>
          {submitLabel}
        </Button>
      </Footer>
    </form>
  );
}
