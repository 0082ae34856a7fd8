import { describe, expect, it } from 'vitest';
import { mailToSam } from '../test-support/classified.js';
import { explicitDue } from './due-date.js';

/** Days read right, and what a short reply asks (received Wednesday 2024-05-08). */
const { classified, tasksOf } = mailToSam({ fromName: 'Julia Roberts', fromAddress: 'julia.roberts@triage.test' });
const due = (sentence: string) => explicitDue(sentence, new Date('2024-05-08T15:00:00Z'), 'UTC')?.day.toISOString().slice(0, 10) ?? null;

describe('days', () => {
  it('the day a thing was sent or signed is history; a day to do it is not', () => {
    expect(due('Did you get a chance to look at the revised budget I sent on Monday?')).toBeNull();
    expect(due('Can you review the contract I signed on Friday?')).toBeNull();
    expect(due('Can you send it on Monday?')).toBe('2024-05-13');
    expect(due("I'll have it signed on Friday")).toBe('2024-05-10');
  });

  it('an hour and its day said apart are that day; opening hours and the weekend are not', () => {
    expect(due('Any chance you could cover my 9am client call tomorrow?')).toBe('2024-05-09');
    expect(due('Call Rosemary between 8:30am and 5:30pm Monday-Friday')).toBe('2024-05-08');
  });

  it('"Following up - did you get a chance to look at ...?" is the look, by the day it is wanted', () => {
    expect(
      tasksOf({
        subject: 'Re: Budget',
        bodyText:
          'Sam, following up - did you get a chance to look at the revised budget I sent on Monday? Finance wants it locked by Thursday.\n\nJulia',
      }),
    ).toEqual([{ title: 'Review the revised budget Julia sent', due: '2024-05-09' }]);
  });

  it('why the sender needs it by then is no part of the title', () => {
    expect(
      tasksOf({
        subject: 'Vendor contract',
        bodyText:
          "Do you want to renew as is or go out to tender? I'd need your decision by the 15th to give them notice if we're not renewing.",
      }).map((t) => t.title),
    ).toEqual(['Send Julia your decision']);
  });
});

describe('short questions', () => {
  it('"Drinks on Friday?" asks whether the owner is up for it', () => {
    expect(tasksOf({ subject: 'Congrats!', bodyText: 'Congrats on the promotion Sam - well deserved!! Drinks on Friday?' })).toEqual([
      { title: 'Tell Julia whether you are up for drinks on Friday', due: '2024-05-10' },
    ]);
  });

  it("a question after a dash, beside something to send, is answered in the reply in the owner's words", () => {
    const pricing = classified({
      subject: 'Re: Pricing',
      bodyText:
        "Hi Sam,\n\nThanks for the quote. It's a bit above our budget - is there any flexibility on price if we sign a two-year term? Also, could you send over a couple of customer references?\n\nJulia",
    });
    expect(pricing.replyEmail).toContain('Whether there is any flexibility on price if we sign a two-year term: [your answer]');
    const handover = classified({
      subject: 'Handover',
      bodyText: "I've started the handover doc. Is there anything specific you'd like me to cover?",
    });
    expect(handover.replyEmail).toContain("Whether there is anything specific I'd like you to cover: [your answer]");
  });
});
