import { describe, expect, it } from 'vitest';
import { context, email } from '../test-support/fixtures.js';
import { classify } from '../classify/classify.js';
import { extractTasks } from './extract-tasks.js';
import { proseMeeting } from './prose-meeting.js';

const HOUSTON = 'Etc/GMT+6';
const day = (m: ReturnType<typeof proseMeeting>) => m && m.day.toISOString().slice(0, 10);

describe('proseMeeting', () => {
  it('reads a meeting set up in prose and its day (cuilla-m/inbox/23, 18; rogers-b/ctg_deals/3)', () => {
    const sent = new Date('2001-10-30T20:00:00Z');
    const scheduled = 'A reminder that you are scheduled to interview for the Trading Track Thursday, November 1st, from 2.00 pm onwards.';
    expect(day(proseMeeting('Reminder: Interviews Thursday', scheduled, sent, HOUSTON))).toBe('2001-11-01');
    // The new day of a move, not the old one, and "in the afternoon" does not swallow the date.
    const moved =
      'All -\nThe below interviews have been rescheduled from Monday, October 29 to Thursday, November 1 in the afternoon (2:00 pm onward).\nPlease mark your calendars accordingly.';
    expect(day(proseMeeting('ENA Trading Track - Interviews November', moved, new Date('2001-10-17T17:12:02Z'), HOUSTON))).toBe(
      '2001-11-01',
    );
    expect(
      day(
        proseMeeting(
          'LM-6000 deals',
          'This is to verify our meetings tomorrow on the following: Lincoln Electric 10:00 a.m. to noon.',
          new Date('2000-01-18T16:00:00Z'),
          HOUSTON,
        ),
      ),
    ).toBe('2000-01-19');
  });

  it('reads arrangements made for the team and an invitation to all staff (dean-c/inbox/381)', () => {
    const sent = new Date('2001-10-22T23:26:03Z');
    const arranged =
      "Our IT group has made arrangements for us to see Ken Lay's All-Employee Meeting in Houston via videoconference in Mt. Hood and Mt. Adams on Tuesday at 8 a.m.";
    // The day sits in the subject the colleague wrote.
    expect(day(proseMeeting('TUESDAY 8 a.m. - Houston-based All-Employee Meeting Offered by', arranged, sent, HOUSTON))).toBe('2001-10-23');
    expect(
      day(
        proseMeeting(
          'All-Employee Meeting',
          'We have a lot to talk about. I encourage each of you to attend on Tuesday, October 23.',
          sent,
          HOUSTON,
        ),
      ),
    ).toBe('2001-10-23');
    expect(
      day(
        proseMeeting(
          'All-Employee Meeting',
          'I want to remind you about our All-Employee Meeting this Tuesday, Oct. 23, at 10 a.m.',
          sent,
          HOUSTON,
        ),
      ),
    ).toBe('2001-10-23');
    // Arrangements for something other than attending are no meeting.
    expect(
      proseMeeting('Parking', 'We have made arrangements for us to park in the Allen Center garage on Tuesday.', sent, HOUSTON),
    ).toBeNull();
  });

  it('needs a cue that the reader is expected, and a day still to come', () => {
    const sent = new Date('2001-08-01T16:00:00Z');
    // A budget calendar or an outside body's call announcement expects nobody in particular.
    expect(
      proseMeeting(
        'Key dates in budget process',
        'August 6 - Worksheets are due to me, and internal budget review meetings will take place during this week.',
        sent,
        HOUSTON,
      ),
    ).toBeNull();
    expect(proseMeeting('Interviews', 'You are scheduled to interview on Monday, July 2.', sent, HOUSTON)).toBeNull();
  });
});

describe('meetings announced in prose become one Attend task', () => {
  const owner = { ownerAddresses: ['martin.cuilla@enron.com'], ownerName: 'Martin Cuilla', timeZone: HOUSTON };
  const base = {
    fromName: 'Souad Mahmassani',
    fromAddress: 'souad.mahmassani@enron.com',
    to: [{ name: 'Martin Cuilla', address: 'martin.cuilla@enron.com' }],
    receivedAt: new Date('2001-11-19T22:00:00Z'),
  };

  it('"is stopping by tomorrow @ 3:00 ... let me know if you can attend" is attending, with a reply (cuilla-m/inbox/68)', () => {
    const visit = email({
      ...base,
      subject: 'Great Lakes representative',
      bodyText:
        'Great Lakes representative, Martin Wilde, is stopping by tomorrow @ 3:00. I have set up this time to discuss with him his operations. Please let me know if you can attend.',
    });
    const tasks = extractTasks(visit, owner);
    expect(tasks.map((t) => [t.title, t.dueDate, t.dueSource])).toEqual([
      ['Attend the meeting on Great Lakes representative (Tue, Nov 20)', '2001-11-20', 'email'],
    ]);
    const result = classify(visit, context({ ownerAddresses: owner.ownerAddresses, userName: owner.ownerName, timeZone: HOUSTON }));
    expect(result).toMatchObject({ replyNeeded: true, replyReason: 'Asks whether you can attend' });
  });

  it('an outside body mailing a list the owner is not on announces; a colleague writing to the team list invites', () => {
    const list = { to: [{ name: null, address: 'market.participants@caiso.com' }] };
    const body = 'You are invited to join the stakeholder meeting on Thursday, November 22.';
    expect(
      extractTasks(email({ ...base, ...list, fromAddress: 'cgrant@caiso.com', subject: 'Stakeholder meeting', bodyText: body }), owner),
    ).toEqual([]);
    const team = { to: [{ name: null, address: 'shift.dl-portland@enron.com' }] };
    expect(extractTasks(email({ ...base, ...team, subject: 'Stakeholder meeting', bodyText: body }), owner).map((t) => t.dueDate)).toEqual([
      '2001-11-22',
    ]);
  });
});
