import { describe, expect, it } from 'vitest';
import { joinCommaList, normalizeCommaText, parseCommaList } from './comma-list';

describe('comma-separated inputs', () => {
  it('splits, trims and drops blanks', () => {
    expect(parseCommaList(' acme.com , ,example.org,, ')).toEqual(['acme.com', 'example.org']);
    expect(parseCommaList('one')).toEqual(['one']);
  });

  it('treats empty or blank text as no items', () => {
    expect(parseCommaList('')).toEqual([]);
    expect(parseCommaList('  , , ')).toEqual([]);
    expect(parseCommaList(null)).toEqual([]);
  });

  it('joins a list back for editing', () => {
    expect(joinCommaList(['a', 'b'])).toBe('a, b');
    expect(joinCommaList([])).toBe('');
  });

  it('tidies a comma text field and makes an empty one absent', () => {
    expect(normalizeCommaText('Phase 2 ,, Tenant fit-out ')).toBe('Phase 2, Tenant fit-out');
    expect(normalizeCommaText(' , ')).toBeNull();
  });
});
