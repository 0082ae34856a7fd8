import { describe, expect, it } from 'vitest';
import { SECTIONS, SIDEBAR_SECTIONS, sectionTitle, sectionsIn } from './route-table';

// The one place the shell's texts are written out: everything else reads the table.
describe('route table', () => {
  it('holds every screen with its title, in the order the palette offers them', () => {
    expect(SECTIONS.map((s) => [s.path, s.title])).toEqual([
      ['/', 'Training Center'],
      ['/replies', 'Replies'],
      ['/followups', 'Follow-ups'],
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
    ]);
  });

  it('puts the sidebar links in spec order, Configure group and Help at the foot, Settings and Archives in the user menu only', () => {
    expect(SIDEBAR_SECTIONS.map((s) => s.label)).toEqual([
      'Training Center',
      'Replies',
      'Follow-ups',
      'Projects',
      'Tasks',
      'Services',
      'Templates',
      'Rules',
      'Task Style',
      'Contexts',
      'Preview & Test',
      'Sync Dashboard',
      'Audit Log',
      'Help & Docs',
    ]);
    expect(sectionsIn('configure').map((s) => s.path)).toEqual(['/rules', '/style', '/contexts', '/preview', '/sync', '/audit']);
    expect(sectionsIn('user-menu').map((s) => s.path)).toEqual(['/settings', '/archives']);
  });
});

describe('sectionTitle', () => {
  it.each(SECTIONS.map((s) => [s.path, s.title]))('%s -> %s', (path, title) => {
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
