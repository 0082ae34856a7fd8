import { describe, expect, it } from 'vitest';
import { isoDay } from '../util/dates.js';
import { explicitDue } from './due-date.js';

const received = new Date('2024-05-08T15:00:00Z'); // Wednesday
const due = (text: string, zone = 'UTC') => {
  const d = explicitDue(text, received, zone);
  return d && isoDay(d.day);
};

describe('explicitDue', () => {
  it('reads weekdays, relative days and dates forward from the received day', () => {
    expect(due('by Friday')).toBe('2024-05-10');
    expect(due('tomorrow')).toBe('2024-05-09');
    expect(due('on 5/20')).toBe('2024-05-20');
    expect(due('in two weeks')).toBe('2024-05-22');
    expect(due('by the end of the month')).toBe('2024-05-31');
  });

  it('reads end of day and end of week, and "before X" as due X', () => {
    expect(due('by EOD')).toBe('2024-05-08');
    expect(due('by end of week')).toBe('2024-05-10');
    expect(due('by end of next week')).toBe('2024-05-17');
    expect(due('before the 15th')).toBe('2024-05-15');
    expect(due('before Friday')).toBe('2024-05-10');
    // From the demo's fleet insurance renewal, sent on May 1.
    expect(due('Please send the form before the 1st of next month, otherwise cover lapses.')).toBe('2024-06-01');
  });

  it('reads "this week" as its Friday, a weekday with its day of the month as that day, and "before" today\'s weekday as next week\'s', () => {
    expect(due('Could you collect the access cards this week?')).toBe('2024-05-10');
    expect(due('Can the electrician start on Monday the 13th?')).toBe('2024-05-13');
    expect(due('Please send it before Wednesday.')).toBe('2024-05-15');
    expect(due('Please send it by the first of the month.')).toBe('2024-06-01');
    expect(due('Please submit your hotel receipt within 5 days of your return.')).toBeNull();
    expect(due('Please submit your hotel receipt within 5 days.')).toBe('2024-05-13');
    expect(due('Due: 10/May/24')).toBe('2024-05-10');
    const mondayMorning = explicitDue('Before Monday could you:', new Date('2026-11-30T09:00:00Z'), 'UTC');
    expect(mondayMorning && isoDay(mondayMorning.day)).toBe('2026-12-07');
    const named = (text: string) => explicitDue(text, new Date('2026-11-30T09:00:00Z'), 'UTC');
    expect(isoDay(named('Book a room for the pre-read session on Monday.')!.day)).toBe('2026-12-07');
    expect(isoDay(named('Call me Monday at 3pm.')!.day)).toBe('2026-11-30');
    expect(isoDay(named('Send it this Monday.')!.day)).toBe('2026-11-30');
  });

  it('treats a bare time as the received day and ignores phone numbers and past dates', () => {
    expect(due('call me at 3pm')).toBe('2024-05-08');
    expect(due('please call us at 1-800-722-0546')).toBeNull();
    expect(due('as we discussed yesterday')).toBeNull();
    expect(due('should we accrue it in May?')).toBeNull();
    expect(due('please send the file')).toBeNull();
    // A month and day without a year a few weeks back: history, not next year's date.
    expect(due('We have not received payment for invoice 4471, which was due on April 15.')).toBeNull();
    expect(due('Please complete it by April 30.')).toBeNull();
    expect(due('Please send it by April 30, 2025.')).toBe('2025-04-30');
    expect(due('Please send it by March 1.')).toBe('2025-03-01');
  });

  it('reads a bare hour where a deadline goes as that hour today, and leaves numbers that count', () => {
    expect(due('Can you call me back before 3 about the loading dock?')).toBe('2024-05-08');
    expect(due('Please send it by 5 today.')).toBe('2024-05-08');
    expect(due('Sales are up by 3 from last week.')).toBeNull();
    expect(due('We cut the list by 3 items.')).toBeNull();
    // The day a thing would move to is what a question asks about, not when it is due.
    expect(due('Can the start date move to 4 June?')).toBeNull();
    expect(due('Could we push the call back to Friday?')).toBeNull();
    // "for now" is for the time being, not today.
    expect(due("Let's leave it as is for now and revisit in January.")).toBeNull();
    expect(due('Please send it by Friday; for now the draft will do.')).toBe('2024-05-10');
  });

  it('uses the given time zone for "tomorrow"', () => {
    const late = new Date('2024-05-09T02:00:00Z');
    expect(isoDay(explicitDue('tomorrow', late, 'America/New_York')!.day)).toBe('2024-05-09');
    expect(isoDay(explicitDue('tomorrow', late, 'UTC')!.day)).toBe('2024-05-10');
  });

  it('reads no deadline in a part of the day already gone (riverside-lofts-02), but keeps one asked for', () => {
    expect(due("Please sign the borrower's certification, which I have sent for e-signature this morning.")).toBeNull();
    expect(due('Can you call me this morning?')).toBe('2024-05-08');
  });
});
