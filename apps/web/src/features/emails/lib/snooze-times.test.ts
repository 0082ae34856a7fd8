import { describe, expect, it } from 'vitest';
import { pickedSnoozeTime, snoozeTime, zonedInstant } from './snooze-times';

const NY = 'America/New_York';

describe("snooze times in the user's time zone", () => {
  // Wednesday 2026-03-04 10:30 in New York (EST, UTC-5).
  const morning = new Date('2026-03-04T15:30:00Z');

  it('later today is 18:00, or three hours on late in the day', () => {
    expect(snoozeTime('laterToday', morning, NY).toISOString()).toBe('2026-03-04T23:00:00.000Z');
    const late = new Date('2026-03-04T21:10:00Z'); // 16:10 in New York
    expect(snoozeTime('laterToday', late, NY).toISOString()).toBe('2026-03-05T01:00:00.000Z'); // 19:10, up to 20:00
  });

  it('tomorrow morning is 8:00 the next day, next week is Monday 8:00', () => {
    expect(snoozeTime('tomorrow', morning, NY).toISOString()).toBe('2026-03-05T13:00:00.000Z');
    expect(snoozeTime('nextWeek', morning, NY).toISOString()).toBe('2026-03-09T12:00:00.000Z'); // EDT from 8 March
  });

  it('next week from a Monday is the Monday after', () => {
    const monday = new Date('2026-03-09T14:00:00Z');
    expect(snoozeTime('nextWeek', monday, NY).toISOString()).toBe('2026-03-16T12:00:00.000Z');
  });

  it('reads wall-clock times in other zones and across month ends', () => {
    expect(zonedInstant(2026, 1, 32, 8, 0, 'Asia/Tokyo').toISOString()).toBe('2026-01-31T23:00:00.000Z');
    expect(pickedSnoozeTime('2026-07-01', '09:15', 'Europe/London')?.toISOString()).toBe('2026-07-01T08:15:00.000Z');
    expect(pickedSnoozeTime('July 1', '09:15', NY)).toBeNull();
  });
});
