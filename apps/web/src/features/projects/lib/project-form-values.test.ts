import type { Project } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { emptyProjectForm, projectToForm, toProjectCreate, toProjectUpdate } from './project-form-values';

const project: Project = {
  id: 'p1',
  user_id: 'u1',
  name: 'Harbor View',
  description: 'Renovation',
  type: 'Project',
  context: 'Managed Property',
  officialName: null,
  associatedProjects: 'Phase 2',
  otherNames: 'HVR',
  involvedParties: null,
  notes: null,
  color: '#3b82f6',
  status: 'open',
  labels: ['construction'],
  defaultPriority: 'P2',
  defaultDueRule: 'next_business_day',
  senderIncludes: ['jane@acme.com'],
  domainMatches: [],
  subjectIncludes: [],
  bodyIncludes: [],
  bodyRegex: null,
  is_archived: false,
  archived_at: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('project form payloads', () => {
  it('creates with the spec defaults and leaves empty fields out', () => {
    const payload = toProjectCreate({ ...emptyProjectForm, name: '  Oak Street ', domainMatches: 'acme.com, , b.org' });
    expect(payload).toEqual({
      name: 'Oak Street',
      type: 'Project',
      color: '#3b82f6',
      status: 'open',
      defaultPriority: 'P2',
      defaultDueRule: 'next_business_day',
      domainMatches: ['acme.com', 'b.org'],
    });
  });

  it('tidies comma text fields', () => {
    const payload = toProjectCreate({ ...emptyProjectForm, name: 'X', otherNames: ' HVR ,, Harbor ' });
    expect(payload.otherNames).toBe('HVR, Harbor');
  });

  it('updates only what changed, clearing emptied fields', () => {
    const initial = projectToForm(project);
    const patch = toProjectUpdate({ ...initial, otherNames: ' ', senderIncludes: '', subjectIncludes: 'HVR' }, initial);
    expect(patch).toEqual({ otherNames: null, senderIncludes: [], subjectIncludes: ['HVR'] });
  });

  it('round-trips a project unchanged into an empty patch', () => {
    const initial = projectToForm(project);
    expect(toProjectUpdate(initial, initial)).toEqual({});
    expect(initial.labels).toBe('construction');
    expect(initial.context).toBe('Managed Property');
  });
});
