import type { Task } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { previewList } from './checklist-preview';
import { dueDateTone } from './due-date';
import { countTasks, filterTasks, hasActiveFilters, NO_FILTERS } from './task-filters';
import { emptyTaskForm, toTaskCreate, toTaskUpdate } from './task-form-values';
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
  id: title, user_id: 'u', title, description: null, priority: 'P3', status: 'to_do', due_date: null,
  project_id: 'p', project_name: 'Harbor', assignee: null, checklist: [], sourceEmailId: null,
  is_archived: false, archived_at: null, created_at: '', updated_at: '', ...extra,
});

describe('task filters and tiles', () => {
  const tasks = [
    task('Call Jane', { status: 'completed', priority: 'P1' }),
    task('Send invoice', { status: 'in_progress', description: 'to ACME' }),
    task('File report'),
    task('Old thing', { status: 'archived' }),
  ];
  it('searches title, description and project', () => {
    expect(filterTasks(tasks, { ...NO_FILTERS, search: 'acme' }).map((t) => t.title)).toEqual(['Send invoice']);
    expect(filterTasks(tasks, { ...NO_FILTERS, search: 'harbor' })).toHaveLength(4);
  });
  it('filters by status and priority', () => {
    expect(filterTasks(tasks, { ...NO_FILTERS, status: 'to_do' }).map((t) => t.title)).toEqual(['File report']);
    expect(filterTasks(tasks, { ...NO_FILTERS, priority: 'P1' }).map((t) => t.title)).toEqual(['Call Jane']);
  });
  it('knows when filters are active', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, search: ' x ' })).toBe(true);
  });
  it('counts the four tiles', () => {
    expect(countTasks(tasks)).toEqual({ total: 4, completed: 1, inProgress: 1, toDo: 1 });
  });
  it('toggles completed and to_do from the checkbox', () => {
    expect(checkboxTarget('completed')).toBe('to_do');
    expect(checkboxTarget('in_progress')).toBe('completed');
  });
});

describe('task form payloads', () => {
  it('defaults to P3 and omits empty optional fields on create', () => {
    const values = { ...emptyTaskForm(), title: '  Call Jane ', project_id: 'p1', checklist: [{ text: ' ', completed: false }, { text: 'Dial', completed: false }] };
    expect(toTaskCreate(values, 'Harbor')).toEqual({
      title: 'Call Jane',
      project_id: 'p1',
      project_name: 'Harbor',
      priority: 'P3',
      checklist: [{ text: 'Dial', completed: false }],
    });
  });
  it('sends cleared fields as null on update and keeps item ids', () => {
    const values = {
      ...emptyTaskForm(), title: 'T', project_id: 'p1', status: 'in_progress' as const,
      checklist: [{ itemId: 'i1', text: 'Keep', completed: true }],
    };
    expect(toTaskUpdate(values, undefined)).toEqual({
      title: 'T', project_id: 'p1', priority: 'P3', status: 'in_progress', description: null, due_date: null,
      assignee: null, checklist: [{ id: 'i1', text: 'Keep', completed: true }],
    });
  });
});
