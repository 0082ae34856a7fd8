import { describe, expect, it } from 'vitest';
import { calendarMeeting, textMeeting } from './invitation.js';

/** The event of postal-mime's calendar-event.eml fixture (shared/data/postal-mime-fixtures), folded as sent. */
const ICS = [
  'BEGIN:VCALENDAR',
  'METHOD:REQUEST',
  'BEGIN:VEVENT',
  'DTSTART;TZID=Europe/Tallinn:20240411T110000',
  'DTEND;TZID=Europe/Tallinn:20240411T120000',
  'ORGANIZER;CN=Andris Reinman:mailto:andris@postalsys.com',
  'SUMMARY:Test event',
  'ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=',
  ' TRUE;CN=andris@ethereal.email;X-NUM-GUESTS=0:mailto:andris@ethereal.email',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

describe('calendarMeeting', () => {
  it('reads the start (in its zone) and the summary of a request', () => {
    const meeting = calendarMeeting(ICS)!;
    expect(meeting.subject).toBe('Test event');
    expect(meeting.start!.toISOString()).toBe('2024-04-11T08:00:00.000Z');
  });

  it('gives no meeting to attend for a cancellation', () => {
    expect(calendarMeeting(ICS.replace('METHOD:REQUEST', 'METHOD:CANCEL'))).toBeNull();
  });
});

describe('textMeeting', () => {
  const sent = new Date('2002-01-24T02:44:52Z'); // Wed 23 Jan 2002, 18:44 in Houston

  it('reads an Enron announcement with Date and Location lines (dean-c/inbox/25)', () => {
    const body = 'Date: Thursday, January 24, 2002\n\nLocation: The Houstonian Hotel\n\nOrientation will be split into two sessions.';
    const meeting = textMeeting('URGENT - REQUIRES IMMEDIATE ACTION - UBS Orientation tomorrow @The Houstonian', body, sent)!;
    expect(meeting.start!.toISOString().slice(0, 10)).toBe('2002-01-24');
  });

  it('reads an invitation subject, and leaves other mail alone', () => {
    const invitation = textMeeting('Invitation - Discussion Meeting about Dynegy Merger, Tuesday, 2 p.m.', 'Please join us.', sent)!;
    expect(invitation.subject).toBe('Discussion Meeting about Dynegy Merger, Tuesday, 2 p.m.');
    expect(textMeeting('Q3 numbers', 'Sales were up. The date: of the review is not set.', sent)).toBeNull();
  });
});
