import { tzOffset } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { calendarDay, isoDay, offsetMinutes, safeZone } from './dates.js';

const at = (iso: string) => new Date(iso);

describe('the calendar day of an instant in a zone', () => {
  it('follows a change of offset within the UTC day it happens on, minute by minute', () => {
    // New York leaves daylight time at 06:00 UTC on 2026-11-01 (-4:00 -> -5:00), a UTC day that also
    // holds the end of Oct 31 there.
    const zone = 'America/New_York';
    for (const iso of ['2026-11-01T03:30:00Z', '2026-11-01T05:59:00Z', '2026-11-01T06:00:00Z', '2026-11-01T23:59:00Z']) {
      expect(offsetMinutes(at(iso), zone), iso).toBe(tzOffset(zone, at(iso)));
    }
    expect(isoDay(calendarDay(at('2026-11-01T03:30:00Z'), zone))).toBe('2026-10-31');
    expect(isoDay(calendarDay(at('2026-11-01T04:30:00Z'), zone))).toBe('2026-11-01');
  });

  it('changes offset at the minute the zone does, the day before and after keeping theirs', () => {
    const zone = 'Australia/Sydney';
    // Sydney goes to daylight time at 16:00 UTC on 2026-10-03 (+10:00 -> +11:00).
    expect(offsetMinutes(at('2026-10-02T12:00:00Z'), zone)).toBe(600);
    expect(offsetMinutes(at('2026-10-03T15:59:00Z'), zone)).toBe(600);
    expect(offsetMinutes(at('2026-10-03T16:00:00Z'), zone)).toBe(660);
    expect(offsetMinutes(at('2026-10-04T00:00:00Z'), zone)).toBe(660);
    expect(isoDay(calendarDay(at('2026-10-03T13:59:00Z'), zone))).toBe('2026-10-03');
    expect(isoDay(calendarDay(at('2026-10-03T14:00:00Z'), zone))).toBe('2026-10-04');
  });

  it('falls back to UTC for a zone it does not know', () => {
    expect(safeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(safeZone('Europe/London')).toBe('Europe/London');
  });
});
