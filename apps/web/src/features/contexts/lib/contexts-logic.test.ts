import { describe, expect, it } from 'vitest';
import { emptyContextForm, toContextPayload, validateContextForm } from './context-form';
import { daysSummary, timeZoneLabel, workingHoursSummary } from './working-hours';
import { isWorkingNow, zoneTime } from './zone-clock';

describe('working hours summary', () => {
  it("says 'No restrictions' without working hours", () => {
    expect(workingHoursSummary(null)).toBe('No restrictions');
    expect(workingHoursSummary({ start: '09:00', end: '17:00', days: [] })).toBe('No restrictions');
  });

  it('shortens runs of days', () => {
    expect(workingHoursSummary({ start: '09:00', end: '17:00', days: [1, 2, 3, 4, 5] })).toBe('Mon–Fri, 09:00–17:00');
    expect(daysSummary([0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
    expect(daysSummary([1, 3, 5])).toBe('Mon, Wed, Fri');
    expect(daysSummary([5, 6, 1, 2])).toBe('Mon, Tue, Fri, Sat');
    expect(daysSummary([0, 1, 2, 4])).toBe('Sun–Tue, Thu');
  });

  it('names the spec time zones', () => {
    expect(timeZoneLabel('Asia/Tokyo')).toBe('Tokyo');
    expect(timeZoneLabel('America/New_York')).toBe('New York');
    expect(timeZoneLabel('Mars/Olympus')).toBe('Mars/Olympus');
  });
});

describe('zone clock', () => {
  const instant = new Date('2026-03-03T14:05:09Z'); // a Tuesday

  it('formats the wall clock in each zone', () => {
    expect(zoneTime(instant, 'Asia/Tokyo')).toMatchObject({
      time: '23:05:09',
      date: 'Tue, Mar 3',
      weekday: 2,
      hhmm: '23:05',
      offset: 'GMT+9',
    });
    expect(zoneTime(instant, 'America/Los_Angeles')).toMatchObject({ time: '06:05:09', weekday: 2, offset: 'PST' });
    expect(zoneTime(instant, 'Australia/Sydney')).toMatchObject({ time: '01:05:09', date: 'Wed, Mar 4', weekday: 3 });
    expect(zoneTime(new Date('2026-01-01T00:00:00Z'), 'Europe/London').time).toBe('00:00:00');
  });

  it('follows daylight saving time', () => {
    expect(zoneTime(new Date('2026-07-01T12:00:00Z'), 'America/New_York').time).toBe('08:00:00');
    expect(zoneTime(new Date('2026-01-15T12:00:00Z'), 'America/New_York').time).toBe('07:00:00');
  });

  it('knows whether it is working time there', () => {
    const hours = { start: '09:00', end: '17:00', days: [1, 2, 3, 4, 5] };
    expect(isWorkingNow(zoneTime(instant, 'Europe/London'), hours)).toBe(true);
    expect(isWorkingNow(zoneTime(instant, 'Asia/Tokyo'), hours)).toBe(false);
    expect(isWorkingNow({ weekday: 0, hhmm: '10:00' }, hours)).toBe(false);
    expect(isWorkingNow({ weekday: 1, hhmm: '17:00' }, hours)).toBe(false);
    expect(isWorkingNow(zoneTime(instant, 'Asia/Tokyo'), null)).toBeNull();
  });
});

describe('context form', () => {
  it('defaults to New York, 09:00 to 17:00, Monday to Friday', () => {
    expect(emptyContextForm()).toMatchObject({
      timezone: 'America/New_York',
      start: '09:00',
      end: '17:00',
      days: [1, 2, 3, 4, 5],
      restricted: true,
    });
  });

  it('needs a name, and sensible hours when restricted', () => {
    expect(validateContextForm({ ...emptyContextForm(), name: ' ' })).toEqual({ name: 'Context name is required' });
    expect(validateContextForm({ ...emptyContextForm(), name: 'A', start: '18:00', end: '09:00', days: [] })).toEqual({
      hours: 'The start must be before the end',
      days: 'Choose at least one day',
    });
    expect(validateContextForm({ ...emptyContextForm(), name: 'A', restricted: false, days: [] })).toEqual({});
  });

  it('sends no working hours as null', () => {
    expect(toContextPayload({ ...emptyContextForm(), name: ' Home ', restricted: false }).workingHours).toBeNull();
    expect(toContextPayload({ ...emptyContextForm(), name: 'A', days: [5, 1] })).toMatchObject({
      name: 'A',
      workingHours: { start: '09:00', end: '17:00', days: [1, 5] },
    });
  });
});
