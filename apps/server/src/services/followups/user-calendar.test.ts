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

describe('working days counted by weeks', () => {
  /** Day by day: each calendar day after `from`'s, up to `now`'s, in the zone, kept if it is a working day. */
  function dayByDay(from: Date, now: Date, calendar: { timeZone: string; workingDays: number[] }) {
    const last = dayIn(now, calendar.timeZone);
    let count = 0;
    for (let day = new Date(`${dayIn(from, calendar.timeZone)}T12:00:00Z`); ;) {
      day = new Date(day.getTime() + 86_400_000);
      const name = day.toISOString().slice(0, 10);
      if (name > last) return count;
      if (calendar.workingDays.includes(day.getUTCDay())) count++;
    }
  }

  it('agrees with counting day by day, in any zone, week and span up to the window', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const zones = ['America/New_York', 'Asia/Dubai', 'Pacific/Auckland', 'Europe/London', 'Asia/Kolkata', 'UTC'];
    for (let i = 0; i < 500; i++) {
      const workingDays = [0, 1, 2, 3, 4, 5, 6].filter(() => random() < 0.6);
      const calendar = { timeZone: zones[i % zones.length]!, workingDays };
      const now = new Date(Date.UTC(2026, 0, 1) + random() * 400 * 86_400_000);
      const from = new Date(now.getTime() - random() * 95 * 86_400_000);
      expect(
        workingDaysSince(from, now, calendar),
        `${from.toISOString()} -> ${now.toISOString()} ${calendar.timeZone} ${workingDays}`,
      ).toBe(dayByDay(from, now, calendar));
    }
  });
});

describe('the calendar day of an instant', () => {
  it("is the day on the zone's own calendar", () => {
    expect(dayIn(new Date('2026-03-07T04:30:00Z'), 'America/New_York')).toBe('2026-03-06');
    expect(dayIn(new Date('2026-03-07T04:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-07');
  });

  it('agrees with the zone’s own clock at any instant, around midnights and clock changes too', () => {
    const zones = [
      'America/New_York',
      'Asia/Kathmandu',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'America/St_Johns',
      'Europe/London',
      'UTC',
    ];
    // The zone's clock read directly at each instant (a formatter of its own, no memory of days).
    const clocks = new Map(
      zones.map((z) => [z, new Intl.DateTimeFormat('en-CA', { timeZone: z, year: 'numeric', month: '2-digit', day: '2-digit' })]),
    );
    const reference = (at: Date, timeZone: string) => clocks.get(timeZone)!.format(at);
    let seed = 11;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (const timeZone of zones) {
      const instants: Date[] = [];
      for (let i = 0; i < 300; i++) instants.push(new Date(Date.UTC(2025, 0, 1) + random() * 3 * 365 * 86_400_000));
      // Every minute of two days with a clock change in most of these zones (March and April 2026).
      for (const start of [Date.UTC(2026, 2, 7), Date.UTC(2026, 3, 4)])
        for (let m = 0; m < 2 * 24 * 60; m++) instants.push(new Date(start + m * 60_000 + (m % 2 ? 59_999 : 0)));
      for (const at of instants) expect(dayIn(at, timeZone), `${at.toISOString()} ${timeZone}`).toBe(reference(at, timeZone));
    }
  });
});
