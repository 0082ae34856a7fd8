import { describe, expect, it } from 'vitest';
import { mailToSam } from '../test-support/classified.js';

/** Asks a colleague or a client makes in passing, as a statement or a short question (received Wednesday 2024-05-08). */
const { classified, tasksOf } = mailToSam({ fromName: 'Alex Wong', fromAddress: 'alex.wong@triage.test' });

describe('asks said in passing', () => {
  it('"Is that ok?" two sentences after the sender\'s plan asks leave for it', () => {
    const leave = classified({
      subject: 'PTO',
      bodyText: "Hi Sam, I'd like to take 20-22 May off. Jordan can cover my on-call. Is that ok?\n\nAlex",
    });
    expect(leave.proposedTasks.map((t) => t.title)).toEqual(['Tell Alex whether Alex can take 20-22 May off']);
    expect(leave.replyNeeded).toBe(true);
    expect(tasksOf({ subject: 'Lunch', bodyText: 'Pizza on Friday for the team. Is that ok?' })).toEqual([]);
  });

  it('a chaser for a signed document wants it back; a shipment not received is no thing to send', () => {
    expect(
      tasksOf({
        fromName: 'Lena Ortiz',
        fromAddress: 'lena@brightpath.test',
        subject: 'Re: Contract renewal',
        bodyText:
          "Sam,\n\nFollowing up on my note from last week — we haven't received the signed renewal yet. Our current agreement lapses on 15 June.\n\nLena",
      }).map((t) => t.title),
    ).toEqual(['Send Lena the signed renewal']);
    expect(
      tasksOf({ subject: 'Order 5521', bodyText: "We haven't received the shipment yet." }).filter((t) => t.title.startsWith('Send')),
    ).toEqual([]);
  });

  it('"happy to go with whichever you prefer" leaves the choice to the owner, by the day the sender must confirm', () => {
    const venue = classified({
      subject: 'Re: Team offsite venue',
      bodyText:
        "Sam - I've shortlisted two venues, both within budget. Option A is closer to the office; option B has better facilities. Happy to go with whichever you prefer. Need to confirm with them by next Wednesday.\n\nJamie",
    });
    expect(venue.proposedTasks.map((t) => [t.title, t.dueDate])).toEqual([['Tell Alex which option you prefer', '2024-05-15']]);
    expect(venue.replyNeeded).toBe(true);
  });

  it('"I\'ll send it out tomorrow unless you want to call him first?" waits on the owner\'s answer', () => {
    expect(
      tasksOf({
        subject: 'Offer approved',
        bodyText:
          "Hi Sam,\n\nGood news - the offer for Marco has been approved. I'll send it out tomorrow unless you want to call him first to give him the news yourself? Let me know.\n\nAlex",
      }).map((t) => t.title),
    ).toEqual(['Tell Alex whether you want to call him first to give him the news yourself']);
    expect(tasksOf({ subject: 'Offer', bodyText: "I'll send the offer out tomorrow." })).toEqual([]);
  });

  it('what someone else needs from the owner by a day is sent to them, each thing with its own day', () => {
    expect(
      tasksOf({
        subject: 'Re: Conference talk',
        bodyText:
          'Hi Sam,\n\nGreat news - your talk was accepted! The organisers need your final slides by 15 June and a short bio (under 100 words) by the end of this week. I can help with the bio if you send me a few bullet points.\n\nAlex',
      }),
    ).toEqual([
      { title: 'Send the organisers your final slides', due: '2024-06-15' },
      { title: 'Send the organisers a short bio', due: '2024-05-10' },
    ]);
    expect(tasksOf({ subject: 'PO', bodyText: 'Finance needs your approval on the PO by Friday.' }).map((t) => t.title)).toEqual([
      'Approve the PO',
    ]);
  });

  it("a recap of what was agreed gives the owner's part its own day, and asks no reply", () => {
    const recap = classified({
      fromName: 'Emily Stone',
      fromAddress: 'emily@contoso.test',
      subject: 'Thanks for today',
      bodyText:
        "Hi Sam,\n\nThanks for taking the time to meet today. As discussed, I'll send over the data extract by Friday and you'll share the draft architecture by the 14th. Looking forward to it.\n\nEmily",
    });
    expect(recap.proposedTasks.map((t) => [t.title, t.dueDate])).toEqual([['Share the draft architecture', '2024-05-14']]);
    expect(recap.replyNeeded).toBe(false);
    expect(tasksOf({ subject: 'Delivery', bodyText: "You'll receive the parts by Friday." })).toEqual([]);
  });

  it('a reminder that work must be done in a system by a day is the task, where it is done included', () => {
    expect(
      tasksOf({
        subject: 'Performance reviews',
        bodyText:
          'Hi Sam,\n\nJust a reminder that self-assessments for your direct reports need to be completed in Workday by 17 May. Calibration sessions start the week after.\n\nThanks\nAlex',
      }),
    ).toEqual([{ title: 'Complete the self-assessments for your direct reports in Workday', due: '2024-05-17' }]);
  });
});
