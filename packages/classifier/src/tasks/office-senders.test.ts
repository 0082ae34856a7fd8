import { describe, expect, it } from 'vitest';
import { classify } from '../classify/classify.js';
import { context, email } from '../test-support/fixtures.js';
import { extractTasks } from './extract-tasks.js';

/** Who writes and to whom, in office mail written for these tests (received Wednesday 2024-05-08). */
const tasksOf = (bodyText: string, over = {}) =>
  extractTasks(email({ bodyText, ...over }), { ownerAddresses: ['sam@triage.test'] }).map((t) => ({
    title: t.title,
    due: t.dueSource === 'email' ? t.dueDate : null,
  }));
const classified = (over: Parameters<typeof email>[0]) => classify(email(over), context({ ownerAddresses: ['sam@triage.test'] }));

describe('office senders', () => {
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
    const result = classified({
      fromName: 'Facilities',
      fromAddress: 'facilities@triage.test',
      subject: 'Evacuation drill Tuesday',
      bodyText: 'When you hear the alarm, please leave by the nearest stairs and wait at the assembly point.',
    });
    expect(result.proposedTasks).toEqual([]);
    expect(result.replyNeeded).toBe(false);
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

  it("a vendor's support agent answering the owner's case asks like a person", () => {
    const reply = {
      fromName: 'Support',
      fromAddress: 'support@vendor.example',
      subject: 'Re: [Case 4410] Sync stops',
      to: [{ name: 'Sam Reed', address: 'sam@triage.test' }],
    };
    expect(tasksOf('Hi Sam,\n\nCould you send us the log file from the failing machine?\n\nKim', reply).map((t) => t.title)).toEqual([
      'Send Kim the log file from the failing machine',
    ]);
    expect(tasksOf('Hi Sam,\n\nCould you send us the log file?', { ...reply, subject: '[Case 4410] Sync stops' })).toEqual([]);
  });

  it('a poll to a list that asks for replies is answered; a report sent to a list is not a task', () => {
    const list = { to: [{ name: 'Team', address: 'team@triage.test' }], fromAddress: 'ann@triage.test' };
    const poll = classified({ ...list, subject: 'Team lunch', bodyText: 'Pizza or sushi for Friday? Please reply by Thursday.' });
    expect(poll.replyNeeded).toBe(true);
    expect(tasksOf('Please find attached the weekly sales report.', { ...list, subject: 'Weekly report' })).toEqual([]);
  });

  it('an introduction of the owner to one other person is a contact to make, answered with thanks', () => {
    const intro = classified({
      fromName: 'Irene Adler',
      fromAddress: 'irene@acme.com',
      subject: 'Sam, meet Paul',
      to: [
        { name: 'Sam Reed', address: 'sam@triage.test' },
        { name: 'Paul Newman', address: 'paul@globex.example' },
      ],
      bodyText: 'Hi both,\n\nSam, meet Paul - he runs procurement at Globex. Paul, Sam leads partnerships here.\n\nIrene',
    });
    expect(intro.proposedTasks.map((t) => t.title)).toEqual(['Connect with Paul']);
    expect(intro.replyNeeded).toBe(true);
    expect(intro.replyEmail).toContain('Thanks for the introduction. Paul, great to meet you');
  });

  it("a mention or a share carries a person's ask through a system's notification", () => {
    const read = (over: Parameters<typeof email>[0]) =>
      extractTasks(email(over), { ownerAddresses: ['sam@triage.test'] }).map((t) => ({
        title: t.title,
        due: t.dueSource === 'email' ? t.dueDate : null,
      }));
    expect(
      read({
        fromName: 'Docs',
        fromAddress: 'comments-noreply@docs.example',
        subject: 'Budget 2025 - 1 new comment',
        bodyText:
          'Lee Park mentioned you in a comment in Budget 2025\n\n@sam@triage.test can you check the travel line by Friday?\n\nReply\nOpen',
      }),
    ).toEqual([{ title: 'Check the travel line', due: '2024-05-10' }]);
    expect(
      read({
        fromName: 'Lee Park (via Drive)',
        fromAddress: 'drive-shares-noreply@drive.example',
        subject: 'Spreadsheet shared with you: "Rota"',
        bodyText: 'Lee Park shared a spreadsheet\n\nRota\n\nPlease add your shifts for June.\n\nOpen',
      }),
    ).toEqual([{ title: 'Add your shifts for June', due: null }]);
  });

  it("an HR system's request awaiting approval is approving what its subject names", () => {
    const result = classified({
      fromName: 'Workday',
      fromAddress: 'workday@hr.example',
      subject: 'Time Off Request: Lee Park, 2 days',
      bodyText: 'Lee Park has submitted a time off request for May 20 - May 21. This request is awaiting your approval.',
    });
    expect(result.proposedTasks.map((t) => t.title)).toEqual(['Approve the time off request: Lee Park, 2 days']);
    expect(result.replyNeeded).toBe(false);
  });

  it("the owner's own sent mail asks nothing of the owner; a note to self still does", () => {
    const own = { fromName: 'Sam Reed', fromAddress: 'sam@triage.test' };
    const sent = classified({
      ...own,
      to: [{ name: 'Ann Lee', address: 'ann@acme.com' }],
      bodyText: 'Could you send me the signed lease by Friday?',
    });
    expect(sent.proposedTasks).toEqual([]);
    expect(sent.replyNeeded).toBe(false);
    expect(tasksOf('Please renew the parking permit by Friday.', own).map((t) => t.title)).toEqual(['Renew the parking permit']);
  });

  it("roles handed out by name give the owner theirs; a question to anyone on a list is not the owner's", () => {
    const roles = email({
      bodyText: 'Hi team,\n\nBen - please draft the press release.\nSam - please sort out the budget approval with finance.\n\nAnn',
      to: [
        { name: 'Ben Ortiz', address: 'ben@triage.test' },
        { name: 'Sam Reed', address: 'sam@triage.test' },
      ],
    });
    expect(extractTasks(roles, { ownerAddresses: ['sam@triage.test'], ownerName: 'Sam Reed' }).map((t) => t.title)).toEqual([
      'Sort out the budget approval with finance',
    ]);
    const list = { to: [{ name: 'Dev', address: 'dev@triage.test' }], subject: 'Who broke the build?' };
    expect(tasksOf('Does anyone know who merged the change that broke the build this morning?', list)).toEqual([]);
  });
});
