import { describe, expect, it } from 'vitest';
import { sectionTitle } from './sections';

describe('sectionTitle', () => {
  it.each([
    ['/', 'Training Center'],
    ['/replies', 'Replies'],
    ['/projects', 'Projects'],
    ['/tasks', 'Tasks'],
    ['/services', 'Services'],
    ['/templates', 'Templates'],
    ['/rules', 'Rules'],
    ['/style', 'Task Style'],
    ['/contexts', 'Contexts'],
    ['/preview', 'Preview & Test'],
    ['/sync', 'Sync Dashboard'],
    ['/audit', 'Audit Log'],
    ['/settings', 'Settings'],
    ['/archives', 'Archives'],
    ['/help', 'Help & Documentation'],
  ])('%s -> %s', (path, title) => {
    expect(sectionTitle(path)).toBe(title);
  });

  it('follows the section of a nested path', () => {
    expect(sectionTitle('/projects/42')).toBe('Projects');
    expect(sectionTitle('/tasks/')).toBe('Tasks');
  });

  it('defaults to Training Center', () => {
    expect(sectionTitle('/unknown')).toBe('Training Center');
    expect(sectionTitle('')).toBe('Training Center');
  });
});
