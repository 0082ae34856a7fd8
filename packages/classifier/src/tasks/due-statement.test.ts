import { describe, expect, it } from 'vitest';
import { email } from '../test-support/fixtures.js';
import { explicitDue } from './due-date.js';
import { dueStatements } from './due-statement.js';
import { extractTasks } from './extract-tasks.js';

const sent = new Date('2001-06-22T19:50:00Z');
const due = (sentence: string) => explicitDue(sentence, sent, 'Etc/GMT+7');
const titles = (body: string) => dueStatements(body, 'Elizabeth', due).map((a) => a.title);

describe('deadlines stated to those who owe the thing', () => {
  it('is a task to hand the thing in to whoever collects it (shapiro-r/2002_budget/2)', () => {
    expect(titles('August 6 - Worksheets are due to me, and internal budget review meetings will take place during this week.')).toEqual([
      'Submit the worksheets to Elizabeth',
    ]);
    expect(titles('Just a reminder that your budget/priorities/personnel information is due to Rick by COB tomorrow, Wednesday.')).toEqual([
      'Submit your budget/priorities/personnel information to Rick',
    ]);
  });

  it('leaves out news of someone else\'s deadline, what the reader pays or is owed, and "due to" a cause', () => {
    expect(titles('Comments are due on June 27.')).toEqual([]);
    expect(titles('The current retainer is due on Nov 15.')).toEqual([]);
    expect(titles('This is due to parking by the NW Cash desk on Friday.')).toEqual([]);
    expect(titles('Normally these are due to Equitrans 30 days prior to gas flow.')).toEqual([]);
    expect(titles('The final numbers are due to them by Friday.')).toEqual([]);
    expect(titles('Worksheets are due to me.')).toEqual([]);
  });

  it("binds each reader of a colleague's budget calendar sent to a list of 21", () => {
    const heads = Array.from({ length: 20 }, (_, i) => ({ name: `Head ${i}`, address: `head${i}@enron.com` }));
    const mail = email({
      fromName: 'Elizabeth Linnell',
      fromAddress: 'elizabeth.linnell@enron.com',
      to: [...heads, { name: 'Richard Shapiro', address: 'richard.shapiro@enron.com' }],
      subject: 'Key dates in budget process',
      receivedAt: sent,
      bodyText:
        "Get ready, here it comes!\n\nJuly 20 - We'll receive the worksheet file from the financial group.\n\nAugust 6 - Worksheets are due to me, and internal budget review meetings will take place during this week.\n\nPlease call me if you have any questions,\nElizabeth",
    });
    const tasks = extractTasks(mail, {
      ownerAddresses: ['richard.shapiro@enron.com'],
      ownerName: 'Richard Shapiro',
      timeZone: 'Etc/GMT+7',
    });
    expect(tasks.map((t) => [t.title, t.dueDate])).toEqual([['Submit the worksheets to Elizabeth', '2001-08-06']]);
  });
});
