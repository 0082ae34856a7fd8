import { describe, expect, it } from 'vitest';
import { toArchiveLists } from '../api/get-archives';
import { ARCHIVE_TABS, tabLabel } from './archive-tabs';

const item = {
  id: 'a',
  title: 'Old',
  subtitle: null,
  is_archived: true,
  archived_at: '2026-01-01T00:00:00Z',
  created_at: '2025-01-01T00:00:00Z',
};

describe('archives', () => {
  it('has the five tabs in the spec order, each with its count', () => {
    expect(ARCHIVE_TABS.map((t) => t.type)).toEqual(['emails', 'projects', 'tasks', 'services', 'templates']);
    expect(tabLabel('Emails', 3)).toBe('Emails (3)');
    expect(tabLabel('Emails', null)).toBe('Emails');
  });

  it('keeps the types it could read when another part of the answer is unreadable', () => {
    const lists = toArchiveLists({ projects: [item], tasks: [], services: 'broken', templates: [], emails: [{ id: 1 }] });
    expect(lists.projects).toHaveLength(1);
    expect(lists.tasks).toEqual([]);
    expect(lists.services).toBeNull();
    expect(lists.emails).toBeNull();
    expect(Object.values(toArchiveLists(null)).every((l) => l === null)).toBe(true);
  });
});
