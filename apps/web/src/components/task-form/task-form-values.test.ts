import { describe, expect, it } from 'vitest';
import { emptyTaskForm, toTaskCreate, toTaskUpdate } from './task-form-values';

describe('task form payloads', () => {
  it('defaults to P3 and omits empty optional fields on create', () => {
    const values = {
      ...emptyTaskForm(),
      title: '  Call Jane ',
      project_id: 'p1',
      checklist: [
        { text: ' ', completed: false },
        { text: 'Dial', completed: false },
      ],
    };
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
      ...emptyTaskForm(),
      title: 'T',
      project_id: 'p1',
      status: 'in_progress' as const,
      checklist: [{ itemId: 'i1', text: 'Keep', completed: true }],
    };
    expect(toTaskUpdate(values, undefined)).toEqual({
      title: 'T',
      project_id: 'p1',
      priority: 'P3',
      status: 'in_progress',
      description: null,
      due_date: null,
      assignee: null,
      checklist: [{ id: 'i1', text: 'Keep', completed: true }],
    });
  });
});
