import { describe, expect, it } from 'vitest';
import { context, email } from '../test-support/fixtures.js';
import { extractTasks } from './extract-tasks.js';

/** Asks handed round a team in one email, as Outlook writes them (received Wednesday 2024-05-08). */
const team = [
  { name: 'Sam Reed', address: 'sam@triage.test' },
  { name: 'Priya Nair', address: 'priya@triage.test' },
];
const tasksOf = (bodyText: string, subject = 'Planning') =>
  extractTasks(email({ fromName: 'Jordan Blake', fromAddress: 'jordan@triage.test', to: team, subject, bodyText }), {
    ...context(),
    ownerAddresses: ['sam@triage.test'],
  }).map((t) => ({ title: t.title, due: t.dueSource === 'email' ? t.dueDate : null }));

describe('asks handed round a team', () => {
  it("each person's line is theirs, whatever dash Outlook set after the name, and the heading dates them", () => {
    expect(
      tasksOf(
        "Hi team,\n\nAhead of Friday's planning session:\n\nSam \u2013 please bring the hiring plan\nPriya \u2013 please bring the budget\n\nThanks,\nJordan",
      ),
    ).toEqual([{ title: 'Bring the hiring plan', due: '2024-05-10' }]);
    expect(tasksOf('Priya \u2014 please book the room for Friday.\n\nJordan')).toEqual([]);
  });

  it('a heading that only says what follows dates nothing that is not asked', () => {
    expect(tasksOf("Changes in Friday's release:\n\nThe export is faster\nThe login page was redesigned\n\nJordan")).toEqual([]);
  });

  it('"sign the X and return it" signs and returns the X, not the subject', () => {
    expect(tasksOf('Sam, could you countersign the SOW and return it by Friday?\n\nJordan', 'RE: Statement of work')).toEqual([
      { title: 'Countersign and return the SOW', due: '2024-05-10' },
    ]);
  });
});
