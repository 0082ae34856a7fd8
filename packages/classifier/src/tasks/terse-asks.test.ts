import { describe, expect, it } from 'vitest';
import { mailToSam } from '../test-support/classified.js';

/** Asks written in a hurry, in shorthand or in other Englishes (emails written for these tests, received Wednesday 2024-05-08). */
const { classified } = mailToSam({ fromName: 'Priya Nair', fromAddress: 'priya@triage.test' });
const tasksOf = (over: Parameters<typeof classified>[0]) =>
  classified(over).proposedTasks.map((t) => ({ title: t.title, due: t.dueSource === 'email' ? t.dueDate : null, priority: t.priority }));

describe('asks in shorthand', () => {
  it('"Need your OK" with the "I" left out approves what was proposed just before', () => {
    expect(
      tasksOf({
        subject: 'Offer approval',
        bodyText: "Sam,\n\nWe'd like to extend an offer to Dana at $145k. Need your OK before I send it.\n\nTom",
      }),
    ).toEqual([{ title: 'Approve the plan to extend an offer to Dana at $145k', due: null, priority: 'P3' }]);
  });

  it('"Draft due to me Wednesday" is a deadline to hand the draft in, not an imperative "draft"', () => {
    expect(
      tasksOf({
        subject: 'Board deck',
        bodyText: 'Sam,\n\nSlides 4-7 are yours. Draft due to me Thursday noon; final to the board Friday.\n\nPriya',
      }),
    ).toEqual([{ title: 'Submit the draft to Priya', due: '2024-05-09', priority: 'P2' }]);
  });

  it('a framed ask after a clause of its own is the ask', () => {
    expect(
      tasksOf({
        subject: 'Help needed',
        bodyText: "Sam, I'm stuck on the pivot table for the forecast - any chance you could jump on a call for 10 min?",
      }),
    ).toEqual([{ title: 'Jump on a call for 10 min', due: null, priority: 'P3' }]);
  });

  it('"within the hour" is as urgent as it gets', () => {
    expect(
      tasksOf({
        subject: 'Customer escalation',
        bodyText: "Sam,\n\nAcme's CTO just called. Please call him back within the hour on 555-0142.\n\nPriya",
      })[0]?.priority,
    ).toBe('P1');
  });
});

describe('Indian English', () => {
  it('"kindly find attached" points at the file and "kindly revert with your comments" asks for them, soon', () => {
    expect(
      tasksOf({
        subject: 'Vendor report',
        bodyText:
          'Dear Sam,\n\nKindly find attached the report for your perusal. Kindly revert with your comments at the earliest.\n\nWarm regards,\nPriya',
      }),
    ).toEqual([{ title: 'Review the Vendor report and send Priya your comments', due: null, priority: 'P2' }]);
  });
});

describe('English as Europe and Asia write it', () => {
  it('"I would like to know if you are available" asks; "latest Wednesday" is the day, not the title\'s end', () => {
    expect(
      tasksOf({
        subject: 'Meeting',
        bodyText: 'Hello Sam,\n\nI would like to know if you are available Friday for a meeting at 14h.\n\nMarie',
      }),
    ).toEqual([{ title: 'Tell Priya whether you are available Friday for a meeting at 14h', due: '2024-05-10', priority: 'P3' }]);
    expect(tasksOf({ subject: 'Documents', bodyText: 'Hi Sam,\n\nCan you send the documents to me latest Thursday?\n\nBR\nLars' })).toEqual(
      [{ title: 'Send the documents to Priya', due: '2024-05-09', priority: 'P2' }],
    );
  });

  it('"clarify the same" clarifies what was just named; "confirm me the reception" confirms receipt', () => {
    expect(
      tasksOf({
        subject: 'Query',
        bodyText: 'Hi Sam,\n\nI have a doubt regarding the API limits. Can you please clarify the same?\n\nAnil',
      }),
    ).toEqual([{ title: 'Clarify the API limits', due: null, priority: 'P3' }]);
    expect(
      tasksOf({
        subject: 'Invoice',
        bodyText: 'Hi Sam,\n\nI send you the invoice in attachment. Please confirm me the reception.\n\nCarlos',
      }),
    ).toEqual([{ title: 'Confirm receipt to Priya', due: null, priority: 'P3' }]);
  });

  it('"call me back asap, it\'s about the delivery" says what the call is about', () => {
    expect(tasksOf({ subject: 'Call', bodyText: "Hi Sam,\n\nplease call me back asap, it's about the delivery.\n\nKlaus" })).toEqual([
      { title: 'Call Priya back about the delivery', due: null, priority: 'P1' },
    ]);
  });
});

describe("a practice's reminder", () => {
  it('an appointment reminder from a named office is attended on the day its body gives, and confirmed by reply', () => {
    const result = classified({
      fromName: "Dr. Chen's Office",
      fromAddress: 'frontdesk@chendental.com',
      subject: 'Appointment reminder',
      bodyText:
        'This is a reminder of your appointment with Dr. Chen on Thursday, May 9 at 10:00 AM. Please arrive 10 minutes early. Reply C to confirm or call us to reschedule.',
    });
    expect(result.proposedTasks.map((t) => [t.title, t.dueDate])).toEqual([
      ['Confirm the appointment with Dr. Chen (reply C)', '2024-05-09'],
      ['Attend the appointment with Dr. Chen', '2024-05-09'],
    ]);
    expect(result.replyEmail.startsWith('C\n')).toBe(true);
  });
});

describe('offers and leads cut short', () => {
  it('"Feel free to call Shelly" is an offer; "Please send the draft to:" before a list of names sends it to them', () => {
    expect(tasksOf({ subject: 'Form', bodyText: 'Feel free to call Shelly Butler @ 713-555-0199.' })).toEqual([]);
    expect(
      tasksOf({
        subject: 'ISDA',
        bodyText: 'Please send the draft ISDAS to:\n\nMarty Lifgren- mlifgr@wexford.com\nJoe Ruiz- jruiz@wexford.com',
      }).map((t) => t.title),
    ).toEqual(['Send the draft ISDAS to Marty Lifgren and Joe Ruiz']);
  });
});
