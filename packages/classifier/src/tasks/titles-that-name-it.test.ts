import { describe, expect, it } from 'vitest';
import { mailToSam } from '../test-support/classified.js';
import { questionTitle } from './question-title.js';

/** Titles that name what a pronoun, a subject or a question stands for (received Wednesday 2024-05-08). */
const { classified, tasksOf } = mailToSam({ fromName: 'Chris Nolan', fromAddress: 'chris.nolan@triage.test' });
const titles = (over: Parameters<typeof tasksOf>[0]) => tasksOf(over).map((t) => t.title);

describe('who a pronoun is', () => {
  it('"call them" over a forwarded complaint calls its writer; without a forward it stays a person, not the subject', () => {
    expect(
      titles({
        subject: 'FW: Customer complaint - order 55102',
        bodyText:
          "Sam, can you take this one? Customer's pretty unhappy. Please call them today if possible.\n\n-----Original Message-----\nFrom: Janet Fox <janet.fox@mail.test>\nSent: Tuesday, May 7, 2024 4:12 PM\nTo: Support <support@triage.test>\nSubject: Customer complaint - order 55102\n\nMy desk still hasn't arrived. I want a refund if it can't be delivered by Friday.\n\nJanet Fox",
      }),
    ).toContain('Call Janet Fox');
    expect(
      titles({ subject: 'Customer complaint', bodyText: 'The customer is upset about the delay. Please call them today if possible.' }),
    ).toEqual(['Call them']);
  });

  it('"it" is what the sentence before was about, after a greeting or "One small thing -"', () => {
    expect(
      titles({
        subject: 'Re: Quarterly review deck',
        bodyText:
          'Looks good to me. One small thing - the revenue chart on slide 4 still shows Q2 numbers. Can you update it before it goes out?',
      }),
    ).toEqual(['Update the revenue chart on slide 4 before it goes out']);
    const resubmit = classified({
      subject: 'Expense report rejected',
      bodyText:
        'Hi Sam, your April expense report was rejected because the hotel receipt is missing. Can you re-submit it with the receipt attached?',
    });
    expect(resubmit.proposedTasks.map((t) => t.title)).toEqual(['Re-submit your April expense report with the receipt attached']);
    expect(resubmit.replyNeeded).toBe(false);
  });

  it('"those" after a dash are the things named before it, and what goes back to the sender is a reply', () => {
    const slides = classified({
      subject: 'Slides for Monday',
      bodyText:
        "Sam,\n\nAttached are the draft slides. I've left placeholders on slides 7 and 9 for your team's numbers - can you fill those in and send them back to me by Friday?\n\nChris",
    });
    expect(slides.proposedTasks.map((t) => [t.title, t.dueDate])).toEqual([
      ['Fill the numbers in and send them back to Chris', '2024-05-10'],
    ]);
    expect(slides.replyNeeded).toBe(true);
    expect(
      titles({ subject: 'Survey', bodyText: 'We surveyed our customers last month. Have these customers been angry or pleased?' }),
    ).toEqual(['Tell Chris whether these customers have been angry or pleased']);
  });
});

describe('what the subject names', () => {
  it('a thing known by its number is named by it, without "the"', () => {
    expect(
      titles({
        subject: 'Invoice 20931 - query',
        bodyText: "We've been charged twice on this one. Can you look into this and issue a credit note for the duplicate?",
      }),
    ).toEqual(['Look into invoice 20931 and issue a credit note for the duplicate']);
  });

  it('an overdue bill is paid, the way out of the request left out, and needs no reply', () => {
    const overdue = classified({
      fromName: 'Accounts Receivable',
      fromAddress: 'ar@fabrikam.test',
      subject: 'Overdue invoice INV-3391',
      bodyText:
        'Dear Customer,\n\nOur records show that invoice INV-3391 for $12,400.00 was due on 15 April 2024 and remains unpaid. Please arrange payment at your earliest convenience or contact us if you believe this is in error.\n\nFabrikam Accounts Receivable',
    });
    expect(overdue.proposedTasks.map((t) => t.title)).toEqual(['Arrange payment for invoice INV-3391']);
    expect(overdue.replyNeeded).toBe(false);
  });

  it("a code host's review request names the change and its repository", () => {
    expect(
      titles({
        fromName: 'GitHub',
        fromAddress: 'notifications@github.com',
        subject: '[northwind/api] Fix token refresh race (#482)',
        bodyText:
          '@sam requested your review on: northwind/api#482 Fix token refresh race.\n\n--\nReply to this email directly, view it on GitHub, or unsubscribe.\nYou are receiving this because your review was requested.',
      }),
    ).toEqual(['Review northwind/api Fix token refresh race (#482)']);
  });

  it('the day an answer is wanted by is not the day of the lunch', () => {
    expect(
      tasksOf({
        subject: 'Welcome lunch for Ines',
        bodyText:
          "Hi team,\n\nInes joins us on Monday! We're doing a welcome lunch at 12:30 at Bella Napoli. Please let me know by Friday if you can make it so I can book the table.\n\nChris",
      }),
    ).toEqual([{ title: 'Tell Chris whether you can make the Welcome lunch for Ines', due: '2024-05-10' }]);
  });
});

describe('questions as tasks', () => {
  it('"Do you know who ...?" asks who, not whether the owner knows', () => {
    expect(questionTitle('Do you know who owns the Salesforce integration now that Pete has left?', 'Laura')).toBe(
      'Tell Laura who owns the Salesforce integration now that Pete has left',
    );
    expect(questionTitle('Any idea if the room is booked?', 'Laura')).toBe('Tell Laura whether the room is booked');
  });

  it('"Can the pilot start in January?" keeps its modal before the verb', () => {
    expect(questionTitle('Can the pilot start in January rather than February?', 'Ben')).toBe(
      'Tell Ben whether the pilot can start in January rather than February',
    );
    expect(questionTitle('Hi love, are you and Ben still coming on the 24th?', 'Mum')).toBe(
      'Tell Mum whether you and Ben are still coming on the 24th',
    );
  });

  it('"anything you think is urgent" keeps the word it needs', () => {
    expect(
      titles({
        subject: 'Handover notes',
        bodyText: 'Attached are my handover notes. Sam - can you review the open issues list and flag anything you think is urgent?',
      }),
    ).toEqual(['Review the open issues list and flag anything you think is urgent']);
  });
});
