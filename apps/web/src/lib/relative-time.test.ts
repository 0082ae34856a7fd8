import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-03-10T12:00:00Z');
const at = (secondsFromNow: number) => new Date(now + secondsFromNow * 1000).toISOString();

describe('relative time', () => {
  it('says how long ago or how soon, in whole units', () => {
    expect(relativeTime(null, now)).toBe('never');
    expect(relativeTime('not a date', now)).toBe('never');
    expect(relativeTime(at(-20), now)).toBe('just now');
    expect(relativeTime(at(-180), now)).toBe('3 minutes ago');
    expect(relativeTime(at(-(3 * 60 + 50)), now)).toBe('3 minutes ago');
    expect(relativeTime(at(-2 * 3600), now)).toBe('2 hours ago');
    expect(relativeTime(at(-26 * 3600), now)).toBe('1 day ago');
    expect(relativeTime(at(120), now)).toBe('in 2 minutes');
    expect(relativeTime(at(-29 * 86_400), now)).toBe('29 days ago');
    expect(relativeTime(at(-30 * 86_400), now)).toBe('1 month ago');
    expect(relativeTime(at(-360 * 86_400), now)).toBe('1 year ago');
    expect(relativeTime(at(800 * 86_400), now)).toBe('in 2 years');
  });
});
