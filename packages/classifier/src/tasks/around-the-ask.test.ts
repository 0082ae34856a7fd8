import { describe, expect, it } from 'vitest';
import { mailToSam } from '../test-support/classified.js';

/** What the sentences around an ask tell about it (received Wednesday 2024-05-08). */
const { classified, tasksOf } = mailToSam({ fromName: 'Ian Fox', fromAddress: 'ian@client.test' });

describe('the sentence before an ask', () => {
  it('"it" is what the sentence before was about', () => {
    expect(
      tasksOf({
        subject: 'Parking',
        bodyText: 'Sam - your car is blocking the loading bay. Can you move it asap? Delivery arriving in 10 mins.',
      }).map((t) => t.title),
    ).toEqual(['Move your car']);
    expect(tasksOf({ subject: 'Printer', bodyText: 'The printer on floor 3 is jammed again. Could you fix it today?' })).toEqual([
      { title: 'Fix the printer on floor 3', due: '2024-05-08' },
    ]);
    // A verdict on a thing is not what the pronoun stands for.
    expect(tasksOf({ subject: 'Deck', bodyText: 'The meeting was great. Can you send it to me?' }).map((t) => t.title)).toEqual([
      'Send the Deck to Ian',
    ]);
  });

  it('"OK with you?" after the sender\'s plan asks whether they can', () => {
    const leave = classified({
      fromName: 'Dan Brooks',
      fromAddress: 'dan@triage.test',
      subject: 'leave request',
      bodyText: "Hi Sam, I'd like to take May 21-24 off. I've checked with the team and cover is sorted. OK with you?\n\nDan",
    });
    expect(leave.proposedTasks.map((t) => t.title)).toEqual(['Tell Dan whether Dan can take May 21-24 off']);
    expect(leave.replyEmail).toContain('Whether you can take May 21-24 off: ');
  });

  it('of two days in a sentence, the one it is wanted by', () => {
    expect(
      tasksOf({
        subject: 'References',
        bodyText: 'Could you send me two client references for the tender? The tender closes on the 15th, so by the 10th would be great.',
      }),
    ).toEqual([{ title: 'Send Ian two client references for the tender', due: '2024-05-10' }]);
  });

  it("the work a third party is to redo is the subject's thing", () => {
    expect(
      tasksOf({
        subject: 'Re: Drawings',
        bodyText: "See my comments in red. The stair width doesn't meet code. Can you get the architect to revise and resend by Friday?",
      }),
    ).toEqual([{ title: 'Get the architect to revise and resend the Drawings', due: '2024-05-10' }]);
  });
});

describe('no task', () => {
  it('a corrected file sent with "Please use this one" is the correction, not a task', () => {
    const corrected = classified({
      subject: 'Re: Q3 numbers',
      bodyText: 'Sorry Sam, I sent the wrong file earlier. Correct version attached. Please use this one.',
    });
    expect(corrected.proposedTasks).toEqual([]);
    expect(corrected.replyNeeded).toBe(false);
  });

  it('cold sales mail with its own way out is bulk', () => {
    const cold = classified({
      fromName: 'Brad Miller',
      fromAddress: 'brad@growthleads.test',
      subject: 'Quick question, Sam',
      bodyText:
        'Hi Sam,\n\nWe help construction firms cut procurement costs by 18% on average. Would you have 15 minutes next week for a quick call?\n\n' +
        "Brad\n\nIf you'd rather not hear from me, just reply 'no thanks'.",
    });
    expect(cold.proposedTasks).toEqual([]);
    expect(cold.replyReason).toBe('Newsletter or bulk mail');
  });
});
