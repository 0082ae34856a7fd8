import { describe, expect, it } from 'vitest';
import { dayIn, workingDaysSince } from './user-calendar.js';

const weekdays = { timeZone: 'America/New_York', workingDays: [1, 2, 3, 4, 5] };

describe('working days since a message', () => {
  it('counts the working days after the day it was sent, today included', () => {
    // Monday 2026-03-02 10:00 New York -> Thursday 2026-03-05.
    expect(workingDaysSince(new Date('2026-03-02T15:00:00Z'), new Date('2026-03-05T15:00:00Z'), weekdays)).toBe(3);
    expect(workingDaysSince(new Date('2026-03-02T15:00:00Z'), new Date('2026-03-02T22:00:00Z'), weekdays)).toBe(0);
  });

  it('a weekend adds nothing; the zone decides the day', () => {
    // Friday -> Monday is one working day.
    expect(workingDaysSince(new Date('2026-03-06T15:00:00Z'), new Date('2026-03-09T15:00:00Z'), weekdays)).toBe(1);
    // 03:00 UTC Tuesday is still Monday evening in New York.
    expect(workingDaysSince(new Date('2026-03-03T03:00:00Z'), new Date('2026-03-03T15:00:00Z'), weekdays)).toBe(1);
  });

  it("follows the context's own working days", () => {
    const sundayToThursday = { timeZone: 'Asia/Dubai', workingDays: [0, 1, 2, 3, 4] };
    // Thursday -> Sunday: Friday and Saturday are off, Sunday counts.
    expect(workingDaysSince(new Date('2026-03-05T08:00:00Z'), new Date('2026-03-08T08:00:00Z'), sundayToThursday)).toBe(1);
  });

  it('counts across a daylight-saving change by calendar days in the zone', () => {
    // Friday 23:30 New York (EST) -> Tuesday 00:30 (EDT, clocks went forward on Sunday 8 March): Monday and Tuesday.
    expect(workingDaysSince(new Date('2026-03-07T04:30:00Z'), new Date('2026-03-10T04:30:00Z'), weekdays)).toBe(2);
  });
});

describe('the calendar day of an instant', () => {
  it("is the day on the zone's own calendar", () => {
    expect(dayIn(new Date('2026-03-07T04:30:00Z'), 'America/New_York')).toBe('2026-03-06');
    expect(dayIn(new Date('2026-03-07T04:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-07');
  });
});
