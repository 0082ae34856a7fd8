import { describe, expect, it } from 'vitest';
import { toArchivePageView } from '../api/get-archives';
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

  it('keeps the items it could read when another item of the page is unreadable', () => {
    const counts = { projects: 1, tasks: 0, services: 0, templates: 0, emails: 2 };
    const page = toArchivePageView('emails', { data: [item, { id: 1 }], totalCount: 2, counts });
    expect(page).toEqual({ type: 'emails', items: [item], unreadable: 1, totalCount: 2, counts });
  });

  it('fails the load when the page has no list or no counts', () => {
    expect(() => toArchivePageView('emails', null)).toThrow();
    expect(() => toArchivePageView('emails', { data: 'broken', totalCount: 0, counts: {} })).toThrow();
  });
});
