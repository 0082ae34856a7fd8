import { describe, expect, it } from 'vitest';
import { mailToSam } from '../test-support/classified.js';
import { meetingTitle } from './meeting-task.js';

/** What Outlook sends an organiser about their meetings, and people asking for time (received Wednesday 2024-05-08). */
const { classified } = mailToSam({ fromName: 'Jordan Blake', fromAddress: 'jordan@triage.test' });

describe('calendar mail', () => {
  it("a new time proposed for the owner's meeting is accepted or declined in the calendar, not answered by email", () => {
    const result = classified({
      subject: 'New Time Proposed: Budget review',
      bodyText:
        'Jordan Blake has proposed a new time for this meeting.\n\nProposed: Friday, May 10, 2024 10:00 AM-11:00 AM\nCurrent: Thursday, May 9, 2024 2:00 PM-3:00 PM',
    });
    expect(result.proposedTasks.map((t) => t.title)).toEqual(["Accept or decline Jordan's proposed time for the Budget review"]);
    expect(result.replyNeeded).toBe(false);
  });

  it('acceptances and tentative answers ask nothing', () => {
    for (const [subject, bodyText] of [
      ['Accepted: Budget review', 'Jordan Blake has accepted this meeting.'],
      ['Tentative: Budget review', 'Jordan Blake has tentatively accepted this meeting.'],
    ]) {
      const result = classified({ subject, bodyText });
      expect(result.proposedTasks).toEqual([]);
      expect(result.replyNeeded).toBe(false);
    }
  });

  it('"what does your calendar look like next week?" asks for the owner\'s availability', () => {
    const result = classified({
      subject: "Let's find a time",
      bodyText: 'Hi Sam,\n\nWe should get together to discuss the roadmap. What does your calendar look like next week?\n\nJordan',
    });
    expect(result.proposedTasks.map((t) => t.title)).toEqual(['Tell Jordan your availability next week']);
    expect(result.replyEmail).toContain('My availability next week: [your answer]');
  });
});

describe("an invitation's subject", () => {
  it('"Your Attendance at" and "Available" say what the email is, not what to attend', () => {
    expect(
      meetingTitle(
        'Your Attendance at EnronOnline Training/Presentation',
        new Date('2024-05-14T00:00:00Z'),
        new Date('2024-05-08T00:00:00Z'),
      ),
    ).toBe('Attend the EnronOnline Training/Presentation (Tue, May 14)');
    expect(meetingTitle('EnTelligence Training Available', null, new Date('2024-05-08T00:00:00Z'))).toBe(
      'Attend the EnTelligence Training',
    );
  });

  it('a meeting named by what it is to do ("Discuss ...") is the meeting to do it', () => {
    expect(meetingTitle('Discuss plans for automation of FX deals', null, new Date('2024-05-08T00:00:00Z'))).toBe(
      'Attend the meeting to discuss plans for automation of FX deals',
    );
  });
});
