import type { Task, TaskPage } from '@triage/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { localConfig, localUser, mockApi, type MockAnswer } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { REFRESH_TASKS_EVENT } from '@/lib/task-refresh';

const task = (id: string, title: string, extra: Partial<Task> = {}): Task => ({
  id,
  user_id: 'u1',
  title,
  description: null,
  priority: 'P3',
  status: 'to_do',
  due_date: null,
  project_id: 'p1',
  project_name: 'Harbor',
  assignee: null,
  checklist: [],
  sourceEmailId: null,
  is_archived: false,
  archived_at: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...extra,
});

/** The server's side of GET /api/v1/tasks with parameters: filters, the text searched, a page, the tiles over all. */
function taskPage(all: Task[], q: URLSearchParams): TaskPage {
  const text = (q.get('q') ?? '').toLowerCase();
  const matching = all.filter(
    (t) =>
      (!q.has('status') || t.status === q.get('status')) &&
      (!q.has('priority') || t.priority === q.get('priority')) &&
      [t.title, t.description, t.project_name, t.assignee].join(' ').toLowerCase().includes(text),
  );
  const offset = Number(q.get('offset') ?? 0);
  const count = (status: string) => all.filter((t) => t.status === status).length;
  return {
    data: matching.slice(offset, offset + Number(q.get('limit'))),
    totalCount: matching.length,
    nextCursor: null,
    counts: { total: all.length, completed: count('completed'), inProgress: count('in_progress'), toDo: count('to_do') },
  };
}

function serve(tasks: () => Task[], extra: Record<string, MockAnswer | ((init?: RequestInit) => MockAnswer)> = {}) {
  return mockApi({
    'GET /auth/me': { body: localUser },
    'GET /auth/config': localConfig,
    'GET /api/v1/tasks': (_init, query) => ({ body: query.has('limit') ? taskPage(tasks(), query) : tasks() }),
    'GET /api/v1/projects': { body: [] },
    ...extra,
  });
}

const tile = (label: string) => screen.getByLabelText(new RegExp(`^${label}: \\d+$`));

describe('Tasks screen', () => {
  it('rolls a refused checkbox change back and says so', async () => {
    const user = userEvent.setup();
    const checklist = ['a', 'b', 'c', 'd', 'e'].map((text, i) => ({ id: `i${i}`, text, completed: i === 0 }));
    serve(() => [task('t1', 'Call Jane', { checklist })], {
      'PATCH /api/v1/tasks/t1': { status: 500, body: { error: { code: 'internal', message: 'Database down' } } },
    });
    renderApp('/tasks');
    const box = await screen.findByRole('checkbox', { name: 'Mark "Call Jane" as completed' }, { timeout: 10_000 });
    expect(screen.getByText('+2 more items...')).toBeInTheDocument();
    expect(tile('To Do')).toHaveAccessibleName('To Do: 1');

    await user.click(box);
    expect(await screen.findByText('Failed to update task status')).toBeInTheDocument();
    expect(screen.getByText('Database down')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Mark "Call Jane" as completed' })).not.toBeChecked());
    expect(tile('Completed')).toHaveAccessibleName('Completed: 0');
  });

  it('updates the tiles and strikes the title through when completed', async () => {
    const user = userEvent.setup();
    let current = [task('t1', 'Call Jane')];
    serve(() => current, {
      'PATCH /api/v1/tasks/t1': () => {
        current = [task('t1', 'Call Jane', { status: 'completed' })];
        return { body: current[0] };
      },
    });
    renderApp('/tasks');
    await user.click(await screen.findByRole('checkbox', { name: 'Mark "Call Jane" as completed' }, { timeout: 10_000 }));
    expect(await screen.findByText('Task Completed')).toBeInTheDocument();
    expect(tile('Completed')).toHaveAccessibleName('Completed: 1');
    expect(screen.getByRole('button', { name: 'Call Jane' })).toHaveClass('line-through');
  });

  it("reloads on the 'refresh-tasks' event and when the tab becomes visible", async () => {
    let current = [task('t1', 'First')];
    const fetchMock = serve(() => current);
    renderApp('/tasks');
    await screen.findByRole('button', { name: 'First' }, { timeout: 10_000 });
    current = [task('t2', 'Second'), ...current];
    act(() => void window.dispatchEvent(new Event(REFRESH_TASKS_EVENT)));
    expect(await screen.findByRole('button', { name: 'Second' })).toBeInTheDocument();

    current = [task('t3', 'Third'), ...current];
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByRole('button', { name: 'Third' })).toBeInTheDocument();
    const gets = fetchMock.mock.calls.filter(([url, init]) => String(url).startsWith('/api/v1/tasks?') && init?.method === 'GET');
    expect(gets.length).toBeGreaterThanOrEqual(3);
  });

  it('asks the server for each page and for the search, and shows its totals', async () => {
    const user = userEvent.setup();
    const all = Array.from({ length: 25 }, (_, i) =>
      task(`t${i}`, i === 17 ? 'Renew the Harbour lease' : `Task ${i}`, i % 5 === 0 ? { status: 'completed' } : {}),
    );
    const fetchMock = serve(() => all);
    renderApp('/tasks');
    await screen.findByRole('button', { name: 'Task 0' }, { timeout: 10_000 });
    expect(screen.getByText('Showing 1 to 10 of 25 items')).toBeInTheDocument();
    expect(tile('Completed')).toHaveAccessibleName('Completed: 5');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: 'Task 10' })).toBeInTheDocument();
    expect(screen.getByText('Showing 11 to 20 of 25 items')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/v1/tasks?limit=10&offset=10')).toBe(true);

    // Pasted, one input event: each typed key would render the whole page again (slow in jsdom on a busy machine).
    await user.click(screen.getByRole('searchbox', { name: 'Search tasks' }));
    await user.paste('harbour lease');
    expect(await screen.findByRole('button', { name: 'Renew the Harbour lease' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 1 of 1 items')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/v1/tasks?limit=10&offset=0&q=harbour+lease')).toBe(true);
    expect(tile('Total Tasks')).toHaveAccessibleName('Total Tasks: 25');
  }, 30_000);

  it('shows the empty texts with and without filters', async () => {
    const user = userEvent.setup();
    serve(() => []);
    renderApp('/tasks');
    expect(await screen.findByText('No tasks found', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Create your first task to get started.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'zzz');
    expect(screen.getByText('Try adjusting your filters to see more tasks.')).toBeInTheDocument();
  });

  it('validates the new task form without calling the server', async () => {
    const user = userEvent.setup();
    const fetchMock = serve(() => []);
    renderApp('/tasks');
    await user.click(await screen.findByRole('button', { name: 'New Task' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New Task' });
    expect(await within(dialog).findByText('No projects available. Create a project first.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }));
    expect(within(dialog).getByText('Please enter a task title')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a project to continue')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
