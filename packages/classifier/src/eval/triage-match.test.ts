import { describe, expect, it } from 'vitest';
import { matchScore, matchTasks } from './triage-match.js';

const ctx = { senderNames: ['Hannah', 'Brooks'], subject: 'RE: Interim audit - PBC list (12 items) - due Friday' };

describe('the TRIAGE-LABELS.md word rule', () => {
  it('matches by shared content words, or a verb of the same family and one shared word', () => {
    expect(
      matchScore(
        'Upload the board minutes and lease schedule to the portal',
        'Upload the board minutes and Harbour Tower lease schedule to the audit portal',
        ctx,
      ),
    ).toBeGreaterThan(0.3);
    expect(
      matchScore('Forward Hannah the bank statements', 'Send Hannah the bank statements for the two operating accounts', ctx),
    ).toBeGreaterThan(0);
    expect(matchScore('Call the surveyor', 'Send Hannah the bank statements', ctx)).toBe(0);
  });

  it('drops a subject echoed in the title', () => {
    expect(matchScore('Review Interim audit - PBC list (12 items) - due Friday', 'Review the interim audit PBC list', ctx)).toBe(0);
  });

  it('matches one to one, greedily, best pair first', () => {
    const tasks = ['Send Hannah the bank statements', 'Send Hannah the bank statements again'];
    expect(matchTasks(tasks, ['Send Hannah the bank statements for May'], ctx)).toEqual([[0, 0]]);
  });
});
