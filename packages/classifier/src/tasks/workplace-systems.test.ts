import { describe, expect, it } from 'vitest';
import { mailToSam } from '../test-support/classified.js';

/**
 * What a Microsoft 365 mailbox receives besides people's mail, and the chasers and question lists people
 * write in it: emails written for these tests (received Wednesday 2024-05-08), read as their recipient.
 */
const { classified, tasksOf } = mailToSam();

describe('work handed out by workplace systems', () => {
  it("a planner's assignment is the task it names, due on the day its card gives", () => {
    const result = classified({
      fromName: 'Microsoft Planner',
      fromAddress: 'noreply@planner.office365.com',
      subject: "You've been assigned a task",
      bodyText:
        'Dee Ortiz assigned you a task\n\nUpdate the onboarding checklist\nDue date: Friday, May 10, 2024\nPlan: HR Operations\n\nOpen in Planner\n\n' +
        "You're receiving this email because you've been assigned a task in Microsoft Planner.",
    });
    expect(result.proposedTasks.map((t) => [t.title, t.dueDate])).toEqual([['Update the onboarding checklist', '2024-05-10']]);
    expect(result.replyNeeded).toBe(false);
    // A tracker that names the task on the same line, as a noun phrase.
    expect(
      tasksOf({
        fromName: 'Asana',
        fromAddress: 'no-reply@asana.com',
        subject: 'Task assigned',
        bodyText: 'Dee Ortiz assigned a task to you: Q3 vendor review\n\nView task',
      }),
    ).toEqual([{ title: 'Handle - Q3 vendor review', due: null }]);
  });

  it('an invitation to fill in a form is the form, due when its deadline says', () => {
    expect(
      tasksOf({
        fromName: 'Microsoft Forms',
        fromAddress: 'noreply@forms.office.com',
        subject: 'Please complete: Team offsite survey',
        bodyText: 'Dana Kim has invited you to fill out a form: Team offsite survey\n\nPlease respond by May 13.\n\nFill out form',
      }),
    ).toEqual([{ title: 'Fill out the Team offsite survey', due: '2024-05-13' }]);
  });

  it("a chat's digest of missed messages carries the colleague's ask", () => {
    expect(
      tasksOf({
        fromName: 'Microsoft Teams',
        fromAddress: 'noreply@email.teams.microsoft.com',
        subject: 'You have 3 new messages in Marketing',
        bodyText:
          'Your teammates are trying to reach you in Microsoft Teams\n\nJordan Blake\nHey Sam, can you check the banner copy before noon?\n\n' +
          'Open Microsoft Teams\n\nUnsubscribe from these emails',
      }),
    ).toEqual([{ title: 'Check the banner copy', due: '2024-05-08' }]);
    // A digest of chatter asks nothing.
    expect(
      tasksOf({
        fromName: 'Microsoft Teams',
        fromAddress: 'noreply@email.teams.microsoft.com',
        subject: 'You have 2 new messages',
        bodyText:
          'Your teammates are trying to reach you in Microsoft Teams\n\nJordan Blake\nGreat job on the launch everyone!\n\nOpen Microsoft Teams',
      }),
    ).toEqual([]);
  });

  it("an approval system's request names what to approve, without its subject's prefix", () => {
    expect(
      tasksOf({
        fromName: 'Approvals',
        fromAddress: 'no-reply@approvals.microsoft.com',
        subject: 'Approval requested: Travel request - Jordan Blake',
        bodyText: 'Jordan Blake is requesting your approval.\n\nTravel request: Berlin, May 20-22\n\nApprove   Reject',
      }),
    ).toEqual([{ title: 'Approve the travel request: Jordan Blake', due: null }]);
  });

  it('a quarantine notice is a system writing: no task, no reply, no greeting by its name', () => {
    const result = classified({
      fromName: 'Quarantine',
      fromAddress: 'quarantine@messaging.microsoft.com',
      subject: 'Microsoft 365 security: You have messages in quarantine',
      bodyText: 'Review these messages\n2 messages are being held for you to review as of 5/8/2024.',
    });
    expect(result.proposedTasks).toEqual([]);
    expect(result.replyNeeded).toBe(false);
    expect(result.replyReason).toBe('Automated notification');
  });
});

describe('chasers and questions people write', () => {
  const fromPriya = { fromName: 'Priya Nair', fromAddress: 'priya@triage.test' };

  it("what a colleague still lacks from the owner is the owner's to send, dated by the deadline said with it", () => {
    expect(
      tasksOf({ ...fromPriya, subject: 'Expenses', bodyText: "Hi Sam,\n\nI haven't received your expense report yet.\n\nPriya" }),
    ).toEqual([{ title: 'Send Priya your expense report', due: null }]);
    expect(
      tasksOf({
        ...fromPriya,
        subject: 'Q4 Budget',
        bodyText: "Hi Sam,\n\nQuick reminder that the team numbers are due Friday. I still don't have yours.\n\nPriya",
      }),
    ).toEqual([{ title: 'Send Priya your team numbers', due: '2024-05-10' }]);
    expect(
      tasksOf({ ...fromPriya, subject: 'Timesheet', bodyText: 'Hi Sam,\n\nJust a reminder that your timesheet is due Friday.\n\nPriya' }),
    ).toEqual([{ title: 'Submit your timesheet', due: '2024-05-10' }]);
    // An answer not heard yet is a reply; the nudge after it asks the same.
    expect(
      tasksOf({
        ...fromPriya,
        subject: 'Contract',
        bodyText: "Hi Sam,\n\nI haven't heard back from you on the renewal terms. Any update?\n\nPriya",
      }),
    ).toEqual([{ title: 'Reply to Priya about the renewal terms', due: null }]);
  });

  it('what the sender does not mind missing, or waits for from others, is no task', () => {
    expect(
      tasksOf({
        ...fromPriya,
        subject: 'Dinner',
        bodyText: "Hi Sam,\n\nI haven't seen your name on the list yet, but I assume you are coming. See you there.\n\nPriya",
      }),
    ).toEqual([]);
    expect(
      tasksOf({
        ...fromPriya,
        subject: 'Laptops',
        bodyText: 'Hi all,\n\nWe are still waiting for the new laptops. IT says next week.\n\nPriya',
      }),
    ).toEqual([]);
  });

  it('questions announced as such are answered together, a "can you" among them included', () => {
    const result = classified({
      fromName: 'Chris Doe',
      fromAddress: 'chris@client.org',
      subject: 'Proposal',
      bodyText:
        'Hello Sam,\n\nWe reviewed your proposal and have a few questions:\n1. Does the price include training?\n2. What is the support window?\n' +
        '3. Can you start in June?\n\nBest,\nChris',
    });
    expect(result.proposedTasks.map((t) => t.title)).toEqual(["Answer Chris's questions about Proposal"]);
    expect(result.replyNeeded).toBe(true);
    expect(result.replyEmail).toContain('- Whether the price includes training: [your answer]');
    expect(result.replyEmail).toContain('- Whether I can start in June: [your answer]');
  });

  it('"can you take this one?" on a forwarded matter takes the matter on', () => {
    expect(
      tasksOf({
        fromName: 'Dee Ortiz',
        fromAddress: 'dee@triage.test',
        subject: 'FW: Vendor contract',
        bodyText:
          'Sam - can you take this one? Need a redline by Friday.\n\n-----Original Message-----\nFrom: Legal\nSubject: Vendor contract\n\nPlease review.',
      }),
    ).toEqual([{ title: 'Take on the Vendor contract', due: '2024-05-10' }]);
  });
});

describe('help offered, stand-ins and notes of who does what', () => {
  const fromBen = { fromName: 'Ben Carter', fromAddress: 'ben@triage.test' };

  it('help offered in case of trouble and a stand-in while away ask nothing', () => {
    for (const bodyText of [
      "Sam,\n\nThe docs are in the shared drive under /Projects/Apollo. Let me know if you can't find them.\n\nBen",
      "Hi Sam,\n\nI'm off May 23 - Jun 2. Jo will cover for me. Please send anything urgent to him.\n\nBen",
    ]) {
      const result = classified({ ...fromBen, subject: 'Docs', bodyText });
      expect(result.proposedTasks).toEqual([]);
      expect(result.replyNeeded).toBe(false);
    }
  });

  it("a step assigned to the owner in a meeting's notes is a task that needs no reply", () => {
    const result = classified({
      ...fromBen,
      subject: 'Meeting notes',
      bodyText: 'Hi all,\n\nNotes from today:\n- Sam will draft the RFP by next Friday\n- Priya to confirm the budget with finance\n\nBen',
    });
    // Dated, the title need not say when.
    expect(result.proposedTasks.map((t) => [t.title, t.dueDate])).toEqual([['Draft the RFP', '2024-05-17']]);
    expect(result.replyNeeded).toBe(false);
  });

  it('an action list\'s line for the owner ("Sam: circulate ...") is theirs, dated as written ("4 Dec")', () => {
    const result = classified({
      ...fromBen,
      subject: 'Minutes - steering group',
      bodyText:
        'Hi all,\n\nMinutes attached. Actions:\n- Sam: circulate the revised risk register by 4 Dec\n- Ben: book the January session\n- Raj: confirm budget with finance\n\nBen',
    });
    expect(result.proposedTasks.map((t) => [t.title, t.dueDate])).toEqual([['Circulate the revised risk register', '2024-12-04']]);
    expect(result.replyNeeded).toBe(false);
  });

  it('questions with their "do you" left out are turned around, and "again" is asked once', () => {
    expect(tasksOf({ ...fromBen, subject: 'Lunch?', bodyText: 'Hey Sam, want to grab lunch on Thursday?\n\nBen' })).toEqual([
      { title: 'Tell Ben whether you want to grab lunch on Thursday', due: '2024-05-09' },
    ]);
    expect(
      tasksOf({ ...fromBen, subject: 'Numbers', bodyText: 'Sam, what were the Q3 churn numbers again? Need them for a slide.\n\nBen' }),
    ).toEqual([{ title: 'Tell Ben the Q3 churn numbers', due: null }]);
  });

  it("the draft promises in the owner's words: what I find, making sure once, a day said once", () => {
    const draft = (subject: string, bodyText: string) => classified({ ...fromBen, subject, bodyText }).replyEmail;
    expect(
      draft('Customer issue', 'Hi Sam,\n\nCould you look into the export failures and let me know what you find by end of day?\n\nBen'),
    ).toContain('let you know what I find');
    expect(draft('Budget', 'Sam,\n\nCan you please make sure the budget is uploaded to SharePoint?\n\nBen')).toMatch(
      /make sure the budget is uploaded to SharePoint\./,
    );
    expect(draft('Candidate', 'Hi Sam,\n\nCan you do a 30 min call with Maria Thursday or Friday?\n\nBen')).not.toMatch(/Friday by /);
  });
});

describe("a partner's follow-ups", () => {
  const fromLee = { fromName: 'Lee Park', fromAddress: 'lee@partner.com' };

  it('checking in on a thing sent is asking for it to be done; time to chat is asked whether', () => {
    expect(
      tasksOf({
        ...fromLee,
        subject: 'Checking in',
        bodyText: 'Hi Sam,\n\nJust checking in to see if you had a chance to review the proposal I sent over.\n\nLee',
      }),
    ).toEqual([{ title: 'Review the proposal Lee sent over', due: null }]);
    expect(
      tasksOf({
        ...fromLee,
        subject: 'Following up',
        bodyText: 'Hi Sam,\n\nFollowing up on my email from last week about the pilot. Would you have 15 minutes this week to chat?\n\nLee',
      }).map((t) => t.title),
    ).toEqual(['Tell Lee whether you would have 15 minutes this week to chat']);
  });

  it('"send one over" sends the thing just named, and "when ready" leaves the title', () => {
    expect(
      tasksOf({
        ...fromLee,
        subject: 'W-9',
        bodyText: 'Hi Sam,\n\nOur AP team needs a W-9 from your company before we can pay. Can you send one over?\n\nLee',
      }),
    ).toEqual([{ title: 'Send a W-9 over', due: null }]);
    expect(
      tasksOf({ ...fromLee, subject: 'Pricing', bodyText: 'Hi Sam, yes - $12k per year. Can you send over the PO when ready?\n\nLee' }),
    ).toEqual([{ title: 'Send over the PO', due: null }]);
  });
});
