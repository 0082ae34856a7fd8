import type { Project } from '@triage/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TaskForm, type TaskFormProps } from './task-form';
import { emptyTaskForm } from './task-form-values';

const harbour = {
  id: '0b8a4c1e-5d2f-4a7b-9c3d-1e2f3a4b5c6d',
  name: 'Harbour Tower',
  color: '#3b82f6',
  status: 'open',
  is_archived: false,
} as Project;
const closed = { ...harbour, id: '1c9b5d2f-6e3a-4b8c-8d4e-2f3a4b5c6d7e', name: 'Old Depot', is_archived: true } as Project;

function setup(props: Partial<TaskFormProps> = {}) {
  const onSubmit = vi.fn();
  render(
    <TaskForm
      variant="compact"
      defaultValues={emptyTaskForm()}
      projects={[harbour, closed]}
      projectsLoading={false}
      submitLabel="Create Task"
      busy={false}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('TaskForm', () => {
  it("refuses a blank title and a missing project with the API's texts", async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText(/Title/), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(await screen.findByText('Please enter a task title')).toBeInTheDocument();
    expect(screen.getByText('Please select a project to continue')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed title, the project and a typed due date', async () => {
    const { onSubmit, user } = setup({ defaultValues: { ...emptyTaskForm(), project_id: harbour.id }, fields: ['assignee'] });
    await user.type(screen.getByLabelText(/Title/), '  Call the plumber ');
    await user.type(screen.getByLabelText('Due date'), '2031-02-03');
    await user.type(screen.getByLabelText('Assignee'), 'Kim');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      title: 'Call the plumber',
      project_id: harbour.id,
      priority: 'P3',
      due_date: '2031-02-03',
      assignee: 'Kim',
    });
  });

  it('offers only projects that are not archived', async () => {
    const { user } = setup({ selectNames: { project: 'Task project', priority: 'Task priority' } });
    await user.click(screen.getByRole('combobox', { name: 'Task project' }));
    expect(screen.getByRole('option', { name: 'Harbour Tower' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Old Depot' })).not.toBeInTheDocument();
  });

  it('says when there is no project to choose, and shows status only when asked', () => {
    setup({ projects: [closed], variant: 'dialog' });
    expect(screen.getByText('No projects available. Create a project first.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Project/ })).toBeDisabled();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
  });
});
