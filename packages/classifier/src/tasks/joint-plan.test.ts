import { describe, expect, it } from 'vitest';
import { classify } from '../classify/classify.js';
import { context, email } from '../test-support/fixtures.js';
import { jointPlans } from './joint-plan.js';

describe('a meeting the sender sets up with the owner', () => {
  it("is the owner's when the sender names the owner as the other party, even in a copy (mann-k/ge_general/59)", () => {
    expect(jointPlans('Not a problem.  Kay and I will try to get together later today.', ['kay'], 'Scott', false)).toMatchObject([
      { title: 'Meet with Scott later today', index: 1 },
    ]);
    expect(jointPlans('Mark and I will try to get together later today.', ['kay'], 'Scott', false)).toEqual([]);
  });

  it('a visit to talk to the owner, written to the owner (shackleton-s/nelson/91)', () => {
    const body =
      'We need to change these immediately today so I will stop by and talk to you and/or Stephanie about what corrections need to be made.';
    expect(jointPlans(body, ['sara'], 'Cheryl', true).map((p) => p.title)).toEqual([
      'Meet with Cheryl about what corrections need to be made',
    ]);
    expect(jointPlans(body, ['sara'], 'Cheryl', false)).toEqual([]);
  });

  it('is dated by the plan and needs no written answer', () => {
    const r = classify(
      email({
        fromName: 'Cheryl Nelson',
        fromAddress: 'cheryl.nelson@triage.test',
        bodyText:
          "What WOULD invalidate the authority is the secretary's statement.\n\nWe need to change these immediately today so I will stop by and talk to you and/or Stephanie about what corrections need to be made.\n\nThanx.",
      }),
      context({ ownerAddresses: ['sam@triage.test'], userName: 'Sam Reed' }),
    );
    expect(r.proposedTasks.map((t) => [t.title, t.dueSource])).toEqual([
      ['Meet with Cheryl about what corrections need to be made', 'email'],
    ]);
    // Sent on Wednesday 2024-05-08: "today" is that day.
    expect(r.proposedTasks[0]!.dueDate).toBe('2024-05-08');
    expect(r.replyNeeded).toBe(false);
  });
});
