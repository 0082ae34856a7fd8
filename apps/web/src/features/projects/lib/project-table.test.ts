import type { Project } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { filterProjects, nextSort, sortProjects } from './project-table';

const make = (name: string, extra: Partial<Project> = {}): Project => ({
  id: name,
  user_id: 'u',
  name,
  description: null,
  type: 'Project',
  context: null,
  officialName: null,
  associatedProjects: null,
  otherNames: null,
  involvedParties: null,
  notes: null,
  color: '#3b82f6',
  status: 'open',
  labels: [],
  defaultPriority: 'P2',
  defaultDueRule: 'next_business_day',
  senderIncludes: [],
  domainMatches: [],
  subjectIncludes: [],
  bodyIncludes: [],
  bodyRegex: null,
  is_archived: false,
  archived_at: null,
  created_at: '',
  updated_at: '',
  ...extra,
});

const projects = [
  make('Beta', { status: 'done', defaultPriority: 'P4', context: 'Personal', otherNames: 'Bee' }),
  make('alpha', { status: 'open', defaultPriority: 'P1', involvedParties: 'Acme Builders' }),
  make('Gamma', { status: 'closing', defaultPriority: 'P3', context: 'Central Process', otherNames: 'Gee, BEE' }),
];
const names = (list: Project[]) => list.map((p) => p.name);

describe('project table filters', () => {
  it('matches choices exactly', () => {
    expect(names(filterProjects(projects, { status: 'done' }))).toEqual(['Beta']);
    expect(names(filterProjects(projects, { defaultPriority: 'P1' }))).toEqual(['alpha']);
    expect(names(filterProjects(projects, { context: 'Central Process' }))).toEqual(['Gamma']);
  });

  it('matches texts anywhere, ignoring case', () => {
    expect(names(filterProjects(projects, { otherNames: 'bee' }))).toEqual(['Beta', 'Gamma']);
    expect(names(filterProjects(projects, { involvedParties: 'ACME' }))).toEqual(['alpha']);
  });

  it('combines filters and ignores blank ones', () => {
    expect(names(filterProjects(projects, { otherNames: 'bee', status: 'closing' }))).toEqual(['Gamma']);
    expect(names(filterProjects(projects, { otherNames: '  ' }))).toHaveLength(3);
    expect(filterProjects(projects, { otherNames: 'nothing like it' })).toEqual([]);
  });
});

describe('project table sorting', () => {
  it('sorts names alphabetically ignoring case, both ways', () => {
    expect(names(sortProjects(projects, { field: 'name', direction: 'asc' }))).toEqual(['alpha', 'Beta', 'Gamma']);
    expect(names(sortProjects(projects, { field: 'name', direction: 'desc' }))).toEqual(['Gamma', 'Beta', 'alpha']);
  });

  it('sorts status in workflow order and priority P1 first', () => {
    expect(names(sortProjects(projects, { field: 'status', direction: 'asc' }))).toEqual(['alpha', 'Gamma', 'Beta']);
    expect(names(sortProjects(projects, { field: 'defaultPriority', direction: 'desc' }))).toEqual(['Beta', 'Gamma', 'alpha']);
  });

  it('keeps blanks last in either direction', () => {
    expect(names(sortProjects(projects, { field: 'context', direction: 'asc' }))).toEqual(['Gamma', 'Beta', 'alpha']);
    expect(names(sortProjects(projects, { field: 'context', direction: 'desc' }))).toEqual(['Beta', 'Gamma', 'alpha']);
  });

  it('toggles the direction on the same column and starts ascending on another', () => {
    expect(nextSort(null, 'name')).toEqual({ field: 'name', direction: 'asc' });
    expect(nextSort({ field: 'name', direction: 'asc' }, 'name')).toEqual({ field: 'name', direction: 'desc' });
    expect(nextSort({ field: 'name', direction: 'desc' }, 'name')).toEqual({ field: 'name', direction: 'asc' });
    expect(nextSort({ field: 'name', direction: 'desc' }, 'status')).toEqual({ field: 'status', direction: 'asc' });
  });
});
