import type { EmailRecommendation, SuggestedTask } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { displayOrder, emailPriority, groupByPriority } from './priority-groups';
import { makeEmail, makeTask } from '@/test/email-fixtures';

const withTasks = (id: string, tasks: Partial<SuggestedTask>[]): EmailRecommendation =>
  makeEmail({ id, suggestedTasks: tasks.map((t, i) => makeTask({ id: `${id}-${i}`, ...t })) });

describe('priority grouping', () => {
  it('places an email by its highest-priority live task', () => {
    expect(emailPriority(withTasks('a', [{ priority: 'P3' }, { priority: 'P1' }, { priority: 'P4' }]))).toBe('P1');
    expect(
      emailPriority(
        withTasks('b', [
          { priority: 'P1', status: 'rejected' },
          { priority: 'P3', status: 'approved' },
        ]),
      ),
    ).toBe('P3');
    expect(emailPriority(withTasks('c', []))).toBe('none');
    expect(emailPriority(withTasks('d', [{ priority: 'P2', status: 'rejected' }]))).toBe('none');
  });

  it('groups in P1..P4 then No Priority Tasks order with the summary counts', () => {
    const emails = [
      withTasks('none', []),
      withTasks('p3', [{ priority: 'P3' }]),
      withTasks('p1', [{ priority: 'P1' }]),
      withTasks('p3b', [{ priority: 'P4' }, { priority: 'P3' }]),
    ];
    const groups = groupByPriority(emails, { P1: 4, P2: 0, P3: 7, P4: 1, none: 9 });
    expect(groups.map((g) => [g.title, g.total, g.emails.map((e) => e.id)])).toEqual([
      ['P1 - Critical', 4, ['p1']],
      ['P3 - Medium', 7, ['p3', 'p3b']],
      ['No Priority Tasks', 9, ['none']],
    ]);
  });

  it('counts the page when there is no summary', () => {
    const groups = groupByPriority([withTasks('x', [{ priority: 'P2' }]), withTasks('y', [{ priority: 'P2' }])]);
    expect(groups).toEqual([expect.objectContaining({ title: 'P2 - High', total: 2 })]);
  });

  it('orders the keyboard walk like the screen', () => {
    const emails = [withTasks('n', []), withTasks('p2', [{ priority: 'P2' }])];
    expect(displayOrder(emails, true).map((e) => e.id)).toEqual(['p2', 'n']);
    expect(displayOrder(emails, false).map((e) => e.id)).toEqual(['n', 'p2']);
  });
});
