import { describe, expect, it } from 'vitest';
import { mailToSam } from '../test-support/classified.js';
import { questionTitle } from './question-title.js';

/** Mail typed in a hurry, and formal mail in other Englishes (received Wednesday 2024-05-08). */
const { classified, tasksOf } = mailToSam({ fromName: 'Raj Patel', fromAddress: 'raj@client.test' });

describe('typed in a hurry', () => {
  it('"Sam call me asap pls" is the owner\'s; "Bob send me the file" is Bob\'s', () => {
    const call = classified({ subject: 'urgent!!', bodyText: 'Sam call me asap pls' });
    expect(call.proposedTasks.map((t) => [t.title, t.dueDate])).toEqual([['Call Raj', '2024-05-08']]);
    const forBob = classified({
      subject: 'File',
      to: [
        { name: 'Sam Reed', address: 'sam@triage.test' },
        { name: 'Bob Ray', address: 'bob@triage.test' },
      ],
      bodyText: 'Bob send me the file please',
    });
    expect(forBob.proposedTasks).toEqual([]);
  });

  it("the owner's name typed in lower case before a question is no part of it", () => {
    expect(
      tasksOf({ subject: 'pricing', bodyText: 'sam what did we end up charging Acme for the pilot? need it for a quote' }).map(
        (t) => t.title,
      ),
    ).toEqual(['Tell Raj what we ended up charging Acme for the pilot']);
  });

  it('"tmrw" is tomorrow, and a trailing "urgent" is no part of the title', () => {
    expect(tasksOf({ subject: 'pls check', bodyText: 'sam pls check the attached BOQ and revert by tmrw. urgent.\n\nraj' })).toEqual([
      { title: 'Check the attached BOQ and reply to Raj', due: '2024-05-09' },
    ]);
  });
});

describe('all in lower case', () => {
  it('"ok for me. tuesday 3pm?" agrees and puts a time forward: whether it works', () => {
    expect(tasksOf({ subject: 'Re: meeting', bodyText: 'ok for me. tuesday 3pm?' })).toEqual([
      { title: 'Tell Raj whether Tuesday 3pm works', due: '2024-05-14' },
    ]);
    expect(tasksOf({ subject: 'Re: call', bodyText: 'How about Friday afternoon?' }).map((t) => t.title)).toEqual([
      'Tell Raj whether Friday afternoon works',
    ]);
  });
});

describe('formal asks', () => {
  it('"Kindly request you to share ..." shares it', () => {
    expect(
      tasksOf({
        subject: 'Request for information',
        bodyText:
          'Dear Mr. Sam,\n\nGood day. Kindly request you to share the soil test report for the Harbor site at the earliest.\n\nThanking you,\nRaj',
      }).map((t) => t.title),
    ).toEqual(['Share the soil test report for the Harbor site']);
  });

  it('documents "pending from your end" are each sent, by the day asked after the list', () => {
    expect(
      tasksOf({
        subject: 'Documents',
        bodyText:
          'Hi Sam,\n\nAs discussed on call, please find below the list of documents pending from your end:\n\n1. Signed purchase order\n' +
          '2. Updated insurance certificate\n3. Bank guarantee copy\n\nRequest you to send the same by this week.\n\nRegards,\nRaj',
      }),
    ).toEqual([
      { title: 'Send Raj the signed purchase order', due: '2024-05-10' },
      { title: 'Send Raj the updated insurance certificate', due: '2024-05-10' },
      { title: 'Send Raj the bank guarantee copy', due: '2024-05-10' },
    ]);
  });

  it('"Would Friday morning also be possible?" keeps its "would"', () => {
    expect(questionTitle('Would Friday morning also be possible for you?', 'Greta')).toBe(
      'Tell Greta whether Friday morning would also be possible for you',
    );
    expect(questionTitle('Could the delivery be moved to Monday?', 'Greta')).toBe(
      'Tell Greta whether the delivery could be moved to Monday',
    );
  });
});
