import type { Task, TaskPage } from '@triage/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { previewList } from '@/lib/checklist-preview';
import { dueDateTone } from './due-date';
import { taskPagePath } from '../api/get-tasks';
import { changeCachedTasks, patchCachedTask, restoreCachedTasks } from '../api/optimistic-task';
import { hasActiveFilters, NO_FILTERS } from './task-filters';
import { checkboxTarget } from './task-status';

const today = new Date(2026, 4, 15, 14, 30); // 15 May 2026, afternoon

describe('due-date colouring', () => {
  it('is destructive when overdue', () => {
    expect(dueDateTone('2026-05-14', today)).toBe('destructive');
    expect(dueDateTone('2025-12-31', today)).toBe('destructive');
  });
  it('is secondary when due today or tomorrow', () => {
    expect(dueDateTone('2026-05-15', today)).toBe('secondary');
    expect(dueDateTone('2026-05-16', today)).toBe('secondary');
  });
  it('is muted further out, and for finished tasks', () => {
    expect(dueDateTone('2026-05-17', today)).toBe('muted');
    expect(dueDateTone('2026-05-01', today, 'completed')).toBe('muted');
  });
  it('has no colour without a due date', () => {
    expect(dueDateTone(null, today)).toBeNull();
    expect(dueDateTone('not a date', today)).toBeNull();
  });
});

describe('checklist preview', () => {
  it('shows the first 3 items then +n more items...', () => {
    const preview = previewList(['a', 'b', 'c', 'd', 'e']);
    expect(preview.visible).toEqual(['a', 'b', 'c']);
    expect(preview.moreLabel).toBe('+2 more items...');
  });
  it('has no more line for 3 items or fewer', () => {
    expect(previewList(['a', 'b', 'c']).moreLabel).toBeNull();
    expect(previewList([]).visible).toEqual([]);
  });
  it('takes another limit (templates show 4)', () => {
    expect(previewList(['a', 'b', 'c', 'd', 'e'], 4).moreLabel).toBe('+1 more items...');
  });
});

const task = (title: string, extra: Partial<Task> = {}): Task => ({
  id: title,
  user_id: 'u',
  title,
  description: null,
  priority: 'P3',
  status: 'to_do',
  due_date: null,
  project_id: 'p',
  project_name: 'Harbor',
  assignee: null,
  checklist: [],
  sourceEmailId: null,
  is_archived: false,
  archived_at: null,
  created_at: '',
  updated_at: '',
  ...extra,
});

describe('task filters and the page asked of the server', () => {
  const query = { page: 3, pageSize: 10, ...NO_FILTERS };
  it('asks for the page by limit and offset, and only for the filters set', () => {
    expect(taskPagePath(query)).toBe('/api/v1/tasks?limit=10&offset=20');
    expect(taskPagePath({ ...query, page: 1, search: '  lease  ', status: 'to_do', priority: 'P1', sort: 'due' })).toBe(
      '/api/v1/tasks?limit=10&offset=0&q=lease&status=to_do&priority=P1&sort=due',
    );
  });
  it('knows when filters are active', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, search: ' x ' })).toBe(true);
  });
  it('toggles completed and to_do from the checkbox', () => {
    expect(checkboxTarget('completed')).toBe('to_do');
    expect(checkboxTarget('in_progress')).toBe('completed');
  });
});

describe('optimistic changes to cached pages', () => {
  const page = (tasks: Task[]): TaskPage => ({
    data: tasks,
    totalCount: tasks.length,
    nextCursor: null,
    counts: { total: 9, completed: 2, inProgress: 3, toDo: 4 },
  });
  it('moves a task between tiles and restores every page on failure', async () => {
    const client = new QueryClient();
    const key = ['tasks', 'page', 1];
    const before = page([task('Call Jane'), task('Send invoice', { status: 'in_progress' })]);
    client.setQueryData(key, before);
    const snapshot = await changeCachedTasks(client, patchCachedTask('Call Jane', { status: 'completed' }));
    expect(client.getQueryData<TaskPage>(key)?.counts).toEqual({ total: 9, completed: 3, inProgress: 3, toDo: 3 });
    await changeCachedTasks(client, (tasks) => tasks.filter((t) => t.title !== 'Send invoice'));
    expect(client.getQueryData<TaskPage>(key)?.counts).toEqual({ total: 8, completed: 3, inProgress: 2, toDo: 3 });
    restoreCachedTasks(client, snapshot);
    expect(client.getQueryData(key)).toEqual(before);
  });
});
