import { describe, expect, it } from 'vitest';
import { diffSnapshots, fieldLabel, formatValue } from './audit-diff';
import { auditQueryParams, auditQueryString, DEFAULT_AUDIT_FILTERS, hasFilters, withFilter } from './audit-filters';

describe('audit filters', () => {
  it('pages by limit and offset and sends only the filters that are set', () => {
    expect(auditQueryParams(DEFAULT_AUDIT_FILTERS)).toEqual({ limit: '20', offset: '0' });
    expect(auditQueryParams({ q: '  lease ', entityType: 'rule', action: 'delete', page: 3, pageSize: 10 })).toEqual({
      limit: '10',
      offset: '20',
      entityType: 'rule',
      action: 'delete',
      q: 'lease',
    });
    expect(auditQueryString({ ...DEFAULT_AUDIT_FILTERS, q: 'a&b=c' })).toBe('limit=20&offset=0&q=a%26b%3Dc');
  });

  it('goes back to page 1 when a filter changes, and knows when any is set', () => {
    const paged = { ...DEFAULT_AUDIT_FILTERS, page: 4 };
    expect(withFilter(paged, { action: 'create' })).toMatchObject({ page: 1, action: 'create' });
    expect(hasFilters(DEFAULT_AUDIT_FILTERS)).toBe(false);
    expect(hasFilters({ ...DEFAULT_AUDIT_FILTERS, q: ' ' })).toBe(false);
    expect(hasFilters({ ...DEFAULT_AUDIT_FILTERS, entityType: 'task' })).toBe(true);
  });
});

describe('audit diff', () => {
  it('lists changed fields first and leaves out the write time', () => {
    const rows = diffSnapshots(
      { name: 'A', status: 'open', tags: ['x'], updatedAt: '1' },
      { name: 'A', status: 'done', tags: ['x', 'y'], updatedAt: '2' },
    );
    expect(rows.map((r) => [r.field, r.changed])).toEqual([
      ['status', true],
      ['tags', true],
      ['name', false],
    ]);
  });

  it('counts only the values a create set, and everything a delete removed', () => {
    expect(diffSnapshots(null, { name: 'A', dueDate: null }).map((r) => [r.field, r.changed])).toEqual([
      ['name', true],
      ['dueDate', false],
    ]);
    expect(diffSnapshots({ name: 'A' }, null)).toEqual([{ field: 'name', before: 'A', after: undefined, changed: true }]);
  });

  it('formats values and labels fields', () => {
    expect(formatValue(null)).toBe('—');
    expect(formatValue(['a', 'b'])).toBe('a, b');
    expect(formatValue([])).toBe('—');
    expect(formatValue(false)).toBe('false');
    expect(formatValue({ a: 1 })).toBe('{"a":1}');
    expect(fieldLabel('isArchived')).toBe('Is archived');
    expect(fieldLabel('due_date')).toBe('Due date');
  });
});
