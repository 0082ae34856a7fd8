import { describe, expect, it } from 'vitest';
import { classify } from '../classify/classify.js';
import { context, email } from '../test-support/fixtures.js';
import { explicitDue } from './due-date.js';
import { extractTasks } from './extract-tasks.js';

/** Office mail written for these tests: legal, facilities, handovers, reviews (received Wednesday 2024-05-08). */
const tasksOf = (bodyText: string, over = {}) =>
  extractTasks(email({ bodyText, ...over }), { ownerAddresses: ['sam@triage.test'] }).map((t) => ({
    title: t.title,
    due: t.dueSource === 'email' ? t.dueDate : null,
  }));
const dueOf = (sentence: string) => explicitDue(sentence, new Date('2024-05-08T15:00:00Z'), 'UTC')?.day.toISOString().slice(0, 10) ?? null;

describe('office asks', () => {
  it("a department's mailbox writing to one of its own people by name is a person asking, not a bulletin", () => {
    const fromLegal = {
      fromName: 'Legal',
      fromAddress: 'legal@triage.test',
      subject: 'Supplier agreement',
      to: [{ name: 'Sam Reed', address: 'sam@triage.test' }],
    };
    expect(
      tasksOf(
        'Sam,\n\nPlease check clause 4 of the supplier agreement and tell us by Friday whether it works.\n\nJo Pike\nCounsel',
        fromLegal,
      ),
    ).toEqual([{ title: 'Check clause 4 of the supplier agreement and tell us by Friday whether it works', due: '2024-05-10' }]);
    // The same department greeting no one, or another organisation's department, still writes to its list.
    expect(tasksOf('Dear colleagues,\n\nPlease check clause 4 of the new template.', fromLegal)).toEqual([]);
    expect(tasksOf('Sam,\n\nPlease check clause 4 of the new template.', { ...fromLegal, fromAddress: 'legal@acme.com' })).toEqual([]);
  });

  it('facilities and payroll are departments: a drill procedure is no task and needs no reply', () => {
    const drill = email({
      fromName: 'Facilities',
      fromAddress: 'facilities@triage.test',
      subject: 'Evacuation drill Tuesday',
      bodyText: 'When you hear the alarm, please leave by the nearest stairs and wait at the assembly point.',
    });
    const result = classify(drill, context({ ownerAddresses: ['sam@triage.test'] }));
    expect(result.proposedTasks).toEqual([]);
    expect(result.replyNeeded).toBe(false);
  });

  it('"I need you to" after a short lead of time asks, whatever the model makes of it', () => {
    expect(tasksOf('The cutover is on Sunday. Before that I need you to sign off the test report.')).toEqual([
      { title: 'Sign off the test report', due: null },
    ]);
  });

  it('comments wished for by a deadline are on what the subject names', () => {
    expect(
      tasksOf("I'd appreciate your feedback by tomorrow, mostly on the prices page.", {
        subject: 'Brochure draft',
      }),
    ).toEqual([{ title: 'Send Ann your feedback on the Brochure draft', due: '2024-05-09' }]);
  });

  it('an ask after a semicolon is the clause after it', () => {
    expect(tasksOf('We settled on a training day in June; could you book a room for the day?')).toEqual([
      { title: 'Book a room for the day', due: null },
    ]);
  });

  it('"that" stands for what the sentence before wanted', () => {
    expect(tasksOf('The chair I ordered is the wrong colour. I would like an exchange for the grey one. Could you arrange that?')).toEqual([
      { title: 'Arrange an exchange for the grey one', due: null },
    ]);
  });

  it('time to spare is asked of the owner: for a thing it is done, for a call it is answered', () => {
    expect(tasksOf('Would you have some time this week to look over the budget?').map((t) => t.title)).toEqual(['Review the budget']);
    expect(tasksOf('Would you have 20 minutes this week for a quick call?')).toEqual([
      { title: 'Tell Ann whether you would have 20 minutes this week for a quick call', due: '2024-05-10' },
    ]);
  });

  it('a length of time is no deadline, and a month named before the day does not hide the day', () => {
    expect(dueOf('It takes 3 days to ship.')).toBeNull();
    expect(dueOf('Can you spare 10 minutes tomorrow?')).toBe('2024-05-09');
    expect(dueOf('Please send your expenses for May by Friday.')).toBe('2024-05-10');
    expect(dueOf('The conference is in June.')).toBeNull();
  });

  it('a review requested by a code host is the change to review, whatever its footer says', () => {
    const review = email({
      fromName: 'GitHub',
      fromAddress: 'notifications@github.com',
      subject: '[acme/web] Review requested on #88: Fix login redirect',
      bodyText:
        '@kim requested your review on: acme/web#88 Fix login redirect.\n\nYou are receiving this because your review was requested.',
    });
    expect(extractTasks(review, { ownerAddresses: ['sam@triage.test'] }).map((t) => t.title)).toEqual([
      'Review acme/web #88: Fix login redirect',
    ]);
  });
});
