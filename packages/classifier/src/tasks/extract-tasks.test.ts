import { DEFAULT_TASK_STYLE, type TaskStyle } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { email } from '../test-support/fixtures.js';
import { extractTasks } from './extract-tasks.js';

const ask = (bodyText: string, over = {}) => email({ bodyText, ...over });

describe('extractTasks', () => {
  it('turns requests into tasks and leaves statements alone', () => {
    const tasks = extractTasks(ask('Hi Sam,\n\nThe inspection went well. Could you please send me the signed lease by Friday? We also repainted the hall.\n\nThanks,\nAnn'));
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ title: 'Send Ann the signed lease (Quarterly numbers - Ann Lee)', dueDate: '2024-05-10', dueSource: 'email' });
    expect(tasks[0]!.sentence).toBe('Could you please send me the signed lease by Friday?');
    expect(tasks[0]!.confidence).toBeGreaterThan(0.6);
  });

  it('finds several requests, questions to the reader included', () => {
    const tasks = extractTasks(ask('Please review the attached budget. Can you call the surveyor tomorrow? Are you free on Thursday for a site visit?'));
    expect(tasks.map((t) => t.sentence)).toEqual(
      expect.arrayContaining(['Please review the attached budget.', 'Can you call the surveyor tomorrow?', 'Are you free on Thursday for a site visit?']),
    );
    expect(tasks.find((t) => t.sentence.startsWith('Are you'))!.title).toMatch(/^Reply to Ann: Are you free on Thursday/);
  });

  it('gives no task for newsletters, notifications and mail that asks nothing', () => {
    expect(extractTasks(ask('Big sale! Click here to shop now. Unsubscribe from this list.'))).toEqual([]);
    expect(extractTasks(ask('Please confirm your booking.', { fromAddress: 'no-reply@bookings.example' }))).toEqual([]);
    expect(extractTasks(ask('Read the full briefing at the link above.', { fromAddress: 'webmaster@research.example' }))).toEqual([]);
    expect(extractTasks(ask('The report is attached. Sales were up 4% this quarter.'))).toEqual([]);
  });

  it('turns what an automated notification asks in its subject into one task, and nothing else of it', () => {
    const notice = ask('Elena Vasquez: client dinner, $286.40\nReview and approve: https://spend.example/approvals\nThis is an automated message.', {
      fromAddress: 'no-reply@spend.example',
      subject: '3 expense reports are waiting for your approval',
    });
    const tasks = extractTasks(notice);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ sentence: 'Approve - 3 expense reports are waiting for your approval', confidence: 0.8 });
    expect(tasks[0]!.title).toMatch(/^Approve - 3 expense reports are waiting for your approval/);
    expect(extractTasks({ ...notice, subject: 'Your expense report was paid' })).toEqual([]);
    expect(extractTasks({ ...notice, fromAddress: 'marketing@spend.example' })).toEqual([]);
  });

  it('ignores requests quoted from earlier messages', () => {
    const body = 'Done, see attached.\n\nOn Tue, May 7, 2024 at 9:00 AM Sam Reed <sam@triage.test> wrote:\n> Could you send me the report by Friday?';
    expect(extractTasks(ask(body))).toEqual([]);
  });

  it('reads due dates relative to the received time, else 7 days later', () => {
    const due = (text: string) => extractTasks(ask(text))[0]?.dueDate;
    expect(due('Please send the invoice tomorrow.')).toBe('2024-05-09');
    expect(due('Please send the invoice by end of day.')).toBe('2024-05-08');
    expect(due('Please send the invoice before the 15th.')).toBe('2024-05-14');
    expect(due('Please send the invoice by next Monday.')).toBe('2024-05-13');
    expect(due('Please send the invoice.')).toBe('2024-05-15');
  });

  it('falls back to the next business day when the style says so', () => {
    const style: TaskStyle = { ...DEFAULT_TASK_STYLE, dueParser: 'fallback_next_business_day' };
    const friday = new Date('2024-05-10T12:00:00Z');
    expect(extractTasks(ask('Please send the invoice.', { receivedAt: friday }), { style })[0]!.dueDate).toBe('2024-05-13');
  });

  it('reads the due day in the user time zone', () => {
    const lateEvening = new Date('2024-05-09T02:00:00Z'); // Wednesday 22:00 in New York
    const [task] = extractTasks(ask('Please send the invoice tomorrow.', { receivedAt: lateEvening }), { timeZone: 'America/New_York' });
    expect(task!.dueDate).toBe('2024-05-09');
  });

  it('maps urgency words through the user urgency map', () => {
    const style: TaskStyle = { ...DEFAULT_TASK_STYLE, urgencyMap: { low: 'P3', normal: 'P3', high: 'P1', critical: 'P1' } };
    const priority = (text: string, s = style) => extractTasks(ask(text), { style: s })[0]?.priority;
    expect(priority('Please send the invoice, it is important.')).toBe('P1');
    expect(priority('URGENT: please send the invoice asap.')).toBe('P1');
    expect(priority('Please send the invoice when you get a chance.')).toBe('P3');
    expect(priority('Please send the invoice.', DEFAULT_TASK_STYLE)).toBe('P3');
    expect(priority('Please send the invoice when you get a chance.', DEFAULT_TASK_STYLE)).toBe('P4');
    expect(priority('Please send the invoice asap.', DEFAULT_TASK_STYLE)).toBe('P1');
  });

  it('renders the title and description templates, honouring the style switches', () => {
    const style: TaskStyle = {
      ...DEFAULT_TASK_STYLE,
      titleTemplate: '[{{project}}] {{first_sentence}}',
      descriptionTemplate: '{{sender}} wrote on {{date}} about {{subject}}',
      includeMetadata: false,
      includeNextSteps: false,
    };
    const [task] = extractTasks(ask('Please send me the signed lease.'), { style, projectName: 'Harbour Tower' });
    expect(task!.title).toBe('[Harbour Tower] Send Ann the signed lease');
    expect(task!.description).toBe('Ann Lee wrote on 2024-05-08 about Quarterly numbers');
    const [full] = extractTasks(ask('Please send me the signed lease.'));
    expect(full!.description).toContain('From: Ann Lee\nDate: 2024-05-08');
    expect(full!.description).toContain('Request: "Please send me the signed lease."');
    expect(full!.description).toContain('Next steps:\n- Send Ann the signed lease');
  });

  it('uses a request in the subject when the body asks nothing', () => {
    const [task] = extractTasks(ask('', { subject: 'Please review the draft contract' }));
    expect(task!.title).toMatch(/^Review the draft contract/);
  });
});
