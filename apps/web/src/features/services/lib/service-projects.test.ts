import type { ServiceProject } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { activeLabel, completedLabel, splitServiceProjects, totalProjectsLabel } from './service-projects';

const link = (name: string, status: ServiceProject['status']): ServiceProject => ({
  id: name,
  serviceId: 's',
  project_id: null,
  project_name: name,
  status,
  created_at: '',
  updated_at: '',
});

describe('service card split', () => {
  it('keeps done projects apart and shows 3 active names then +n more', () => {
    const split = splitServiceProjects([
      link('A', 'open'),
      link('B', 'done'),
      link('C', 'in_progress'),
      link('D', 'open'),
      link('E', 'open'),
      link('F', 'done'),
    ]);
    expect(split.active.map((p) => p.project_name)).toEqual(['A', 'C', 'D', 'E']);
    expect(split.shown.map((p) => p.project_name)).toEqual(['A', 'C', 'D']);
    expect(split.moreCount).toBe(1);
    expect(split.done.map((p) => p.project_name)).toEqual(['B', 'F']);
  });

  it('has no +n more with 3 active or fewer', () => {
    expect(splitServiceProjects([link('A', 'open'), link('B', 'open'), link('C', 'open')]).moreCount).toBe(0);
    expect(splitServiceProjects([]).shown).toEqual([]);
  });

  it('uses the spec texts', () => {
    expect(totalProjectsLabel(6)).toBe('6 total projects');
    expect(activeLabel(4)).toBe('4 active');
    expect(completedLabel(2)).toBe('View completed projects (2)');
  });
});
