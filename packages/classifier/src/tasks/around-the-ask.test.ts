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

describe('what a title keeps', () => {
  it('a day said with "in", "first thing" or a consequence after it leaves the title whole', () => {
    expect(
      tasksOf({
        subject: 'Handbook',
        bodyText: 'Can you review the updated handbook in the next couple of days? Mainly sections 3 and 7.',
      }),
    ).toEqual([{ title: 'Review the updated handbook', due: '2024-05-10' }]);
    expect(tasksOf({ subject: 'Desk plan', bodyText: 'Can you send me the new desk plan first thing Monday?' })).toEqual([
      { title: 'Send Ian the new desk plan', due: '2024-05-13' },
    ]);
    expect(
      tasksOf({
        subject: 'Expenses',
        bodyText:
          'Your expense claim EXP-2211 is missing receipts for the taxi and hotel. Please upload them by Friday or the claim will be rejected.',
      }),
    ).toEqual([{ title: 'Upload the receipts for the taxi and hotel', due: '2024-05-10' }]);
  });

  it('"get your plumber in this week" keeps its "in"; "let the supplier know" says about what', () => {
    expect(
      tasksOf({
        subject: 'Snag list',
        bodyText: 'The leaking shower tray needs fixing before handover. Can you get your plumber in this week?',
      }),
    ).toEqual([{ title: 'Get your plumber in', due: '2024-05-10' }]);
    expect(
      tasksOf({
        subject: 'Re: Schedule change',
        bodyText: 'Sam, we need to move the pour to Thursday because of the weather. Can you let the concrete supplier know?',
      }).map((t) => t.title),
    ).toEqual(['Let the concrete supplier know about the Schedule change']);
  });

  it('a document attached for approval, sign-off or signature is approved, signed off or signed', () => {
    const signOff = classified({
      subject: 'Sign-off',
      bodyText: "Hi Sam,\n\nThe final account for Elm St is attached for your sign-off. Once signed, I'll release the retention.\n\nIan",
    });
    expect(signOff.proposedTasks.map((t) => t.title)).toEqual(['Sign off on the final account for Elm St']);
    expect(signOff.replyNeeded).toBe(true);
    expect(
      tasksOf({ subject: 'Scope', bodyText: 'Please find attached the revised scope for your approval.' }).map((t) => t.title),
    ).toEqual(['Approve the revised scope']);
    const lease = classified({ subject: 'Lease', bodyText: 'I attach the draft lease for your signature.' });
    expect(lease.proposedTasks.map((t) => t.title)).toEqual(['Sign the draft lease']);
    expect(lease.replyNeeded).toBe(false);
  });

  it('an invitation to join the sender is attended on its day; a comment put as a question is asked whether', () => {
    expect(
      tasksOf({
        subject: 'Client dinner',
        bodyText:
          "Hi Sam,\n\nWe're hosting the Harbor team for dinner on May 16 at 7pm at Luca's. Can you join us? Partners welcome.\n\nIan",
      }),
    ).toEqual([{ title: 'Attend the Client dinner (Thu, May 16)', due: '2024-05-16' }]);
    expect(
      tasksOf({
        subject: 'Re: proposal',
        bodyText: "Sam - looks good. Just one comment: can we say 'partner' instead of 'supplier' throughout? Otherwise ready to send.",
      }).map((t) => t.title),
    ).toEqual(["Tell Ian whether we can say 'partner' instead of 'supplier' throughout"]);
    expect(tasksOf({ subject: 'Re: Monday', bodyText: "No problem, I'll move it to Tuesday. Same time?" }).map((t) => t.title)).toEqual([
      'Tell Ian whether the same time works',
    ]);
  });
});

describe('replies in a thread', () => {
  it('"Yes, let\'s do it" agrees; the question after it is the task', () => {
    expect(
      tasksOf({
        subject: 'Re: Catch up',
        bodyText: "Hi Sam! Yes, let's do it. I'm free Tuesday after 2 or any time Thursday. What suits you?",
      }).map((t) => t.title),
    ).toEqual(['Tell Ian what suits you']);
  });

  it('"it" is the thing the sender still needs; "draft something" under a letter drafts a response to it', () => {
    expect(
      tasksOf({
        subject: 'Re: Onboarding',
        bodyText: 'Quick reminder that I still need your bank details form to set up payroll. Could you send it over today?',
      }),
    ).toEqual([{ title: 'Send your bank details form', due: '2024-05-08' }]);
    expect(
      tasksOf({
        subject: 'FW: Letter from council',
        bodyText:
          "See attached letter from the council. I think we need to respond within 14 days. Can you draft something and I'll review?",
      }),
    ).toEqual([{ title: 'Draft a response to the Letter from council', due: '2024-05-22' }]);
  });
});

describe('handed on', () => {
  const fromBen = { fromName: 'Ben Ode', fromAddress: 'ben@triage.test' };

  it('"See below." over a forward where the owner is asked by name gives that ask, by its day', () => {
    const below = classified({
      ...fromBen,
      subject: 'RE: Programme',
      bodyText:
        'See below.\n\n-----Original Message-----\nFrom: Greg Hall\nSent: 7 May 2024 07:10\nTo: Ben Ode\nSubject: Programme\n\n' +
        'Ben, can Sam confirm the crane dates for the Harbor job? We need them by Friday.',
    });
    expect(below.proposedTasks.map((t) => [t.title, t.dueDate])).toEqual([['Confirm the crane dates for the Harbor job', '2024-05-10']]);
    expect(below.replyNeeded).toBe(true);
  });

  it('"Can you handle this one?" over a forwarded request takes its deadline', () => {
    expect(
      tasksOf({
        ...fromBen,
        subject: 'FW: Insurance renewal',
        bodyText:
          "Sam - can you handle this one? I'm tied up with the audit.\n\n---------- Forwarded message ---------\nFrom: Broker <renewals@broker.test>\n" +
          "Subject: Insurance renewal\n\nDear Ben, please confirm by May 15 whether you wish to renew the contractor's all-risk policy.",
      }),
    ).toEqual([{ title: 'Handle the Insurance renewal', due: '2024-05-15' }]);
  });

  it('"Let\'s do Thursday" under a lunch is the lunch, on Thursday', () => {
    expect(
      tasksOf({
        ...fromBen,
        subject: 'Re: Lunch',
        bodyText: "Haha yes! Let's do Thursday.\n\nOn Tue, May 7, 2024, Sam Reed wrote:\n> Lunch this week?",
      }),
    ).toEqual([{ title: 'Attend the Lunch', due: '2024-05-09' }]);
  });
});

describe('mail written in HTML, as its text reads', () => {
  it("a schedule table's row with the owner's name is theirs, on its day", () => {
    // htmlToText writes a table's cells with a tab between them.
    const schedule = classified({
      subject: 'Schedule',
      bodyText:
        "Hi Sam,\n\nHere's the schedule for next week:\n\nDay\tTask\tOwner\nMon\tSite survey\tBen\nThu\tReview drawings\tSam\n" +
        'Fri\tClient meeting\tIan\n\nShout if anything needs changing.\n\nIan',
    });
    expect(schedule.proposedTasks.map((t) => [t.title, t.dueDate])).toEqual([['Review drawings', '2024-05-09']]);
    expect(schedule.replyNeeded).toBe(false);
  });

  it('a link written in brackets after its words leaves the title with them', () => {
    expect(
      tasksOf({
        subject: 'Quick one',
        bodyText: "Hi Sam, can you send me the link to the tender folder (https://sharepoint.test/x)? Can't find it.",
      }).map((t) => t.title),
    ).toEqual(['Send Ian the link to the tender folder']);
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

  it('a colleague welcomed, and a decision to leave things as they are, ask nothing', () => {
    for (const [subject, bodyText] of [
      ['New starter', 'Hi all,\n\nPlease welcome Sam Ortiz who joins the estimating team today. Sam comes from Castle Build.\n\nIan'],
      ['Re: Re: Budget', "Makes sense. Let's leave it as is for now and revisit in January.\n\nIan"],
    ]) {
      const result = classified({ subject, bodyText });
      expect(result.proposedTasks).toEqual([]);
      expect(result.replyNeeded).toBe(false);
    }
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
