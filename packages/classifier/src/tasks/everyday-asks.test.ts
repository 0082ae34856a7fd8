import { describe, expect, it } from 'vitest';
import { email } from '../test-support/fixtures.js';
import { extractTasks } from './extract-tasks.js';

/** Ways people ask in everyday mail, written for these tests (received Wednesday 2024-05-08). */
const tasksOf = (bodyText: string, over = {}) =>
  extractTasks(email({ bodyText, ...over }), { ownerAddresses: ['sam@triage.test'] }).map((t) => ({
    title: t.title,
    due: t.dueSource === 'email' ? t.dueDate : null,
  }));

describe('everyday asks', () => {
  it('reads mail written all in lower case', () => {
    expect(tasksOf('hey, can you send me the final budget by eod? thx')).toEqual([
      { title: 'Send Ann the final budget', due: '2024-05-08' },
    ]);
    expect(tasksOf('are you free for lunch tomorrow at 12:30? let me know')).toEqual([
      { title: 'Tell Ann whether you are free for lunch tomorrow at 12:30', due: '2024-05-09' },
    ]);
  });

  it('a "let me know" after one question asks for that answer, not for a second one', () => {
    expect(tasksOf('Are you free for lunch tomorrow at 12:30? Let me know.', { subject: 'lunch?' })).toEqual([
      { title: 'Tell Ann whether you are free for lunch tomorrow at 12:30', due: '2024-05-09' },
    ]);
  });

  it('a name and a dash in front of the ask only say whom it is for', () => {
    expect(
      tasksOf('Sam - could you book the large conference room? And can you also order lunch for 12 people?').map((t) => t.title),
    ).toEqual(['Book the large conference room', 'Order lunch for 12 people']);
  });

  it('a way out offered after the ask and an end-of-month deadline stay out of the title', () => {
    expect(tasksOf('Please arrange payment by end of month or let us know if there is an issue.').map((t) => t.title)).toEqual([
      'Arrange payment',
    ]);
  });

  it('names what waits for a signature, and an ask repeated with a pronoun is the same task', () => {
    expect(tasksOf('The NDA with Contoso needs your signature. Please sign it in DocuSign no later than Friday.')).toEqual([
      { title: 'Sign the NDA with Contoso in DocuSign', due: '2024-05-10' },
    ]);
    expect(tasksOf('Just following up: we still need your signature on the NDA. Could you take care of it today?')).toEqual([
      { title: 'Sign the NDA', due: '2024-05-08' },
    ]);
  });

  it('a list of asks under "could you:" is one task per item, due when the lead says', () => {
    expect(tasksOf("Before Friday could you:\n- set up Jamie's laptop\n- add Jamie to the finance distribution list\n\nThanks!")).toEqual([
      { title: "Set up Jamie's laptop", due: '2024-05-10' },
      { title: 'Add Jamie to the finance distribution list', due: '2024-05-10' },
    ]);
  });

  it('asks politely: "I\'d appreciate it if you could ..."', () => {
    expect(tasksOf("I'd appreciate it if you could forward the signed renewal by COB tomorrow.")).toEqual([
      { title: 'Forward the signed renewal', due: '2024-05-09' },
    ]);
  });

  it('an ask for now ("ASAP", "urgent") with no day is due the day it came, without the word in its title', () => {
    const [task] = extractTasks(
      email({ subject: 'URGENT: server down', bodyText: 'The production server is down. Please call me ASAP on 555-0101.' }),
      {
        ownerAddresses: ['sam@triage.test'],
      },
    );
    expect(task).toMatchObject({ title: 'Call Ann on 555-0101', dueDate: '2024-05-08', priority: 'P1' });
  });

  it('"Please RSVP" is for the event the subject names', () => {
    expect(tasksOf('The party is on Friday at 6pm. Please RSVP by May 10.', { subject: 'Holiday party' })).toEqual([
      { title: 'RSVP for the Holiday party', due: '2024-05-10' },
    ]);
  });

  it('reads the many ways of framing one ask', () => {
    const framings = [
      'Would you be able to send me the signed lease by Friday?',
      'Is there any chance you could send me the signed lease by Friday?',
      'Any chance you can send me the signed lease by Friday?',
      'Do you think you could send me the signed lease by Friday?',
      'Can I ask you to send me the signed lease by Friday?',
      'I was hoping you could send me the signed lease by Friday.',
      'Need you to send me the signed lease by Friday.',
      "You'll need to send me the signed lease by Friday.",
      'Pls send me the signed lease by Friday.',
      'Just a reminder to send me the signed lease by Friday.',
      'I need the signed lease by Friday.',
      'Would it be possible to get the signed lease by Friday?',
    ];
    for (const body of framings) expect(tasksOf(body), body).toEqual([{ title: 'Send Ann the signed lease', due: '2024-05-10' }]);
    expect(tasksOf('When you get a moment, send me the signed lease.').map((t) => t.title)).toEqual(['Send Ann the signed lease']);
    expect(tasksOf('Can you let me know by Friday if the signed lease is ready?').map((t) => t.title)).toEqual([
      'Tell Ann whether the signed lease is ready',
    ]);
  });

  it('turns a question about a thing into what to tell, and keeps one it cannot turn around as asked', () => {
    expect(tasksOf('Are the contractor costs in opex or capex?').map((t) => t.title)).toEqual([
      'Tell Ann whether the contractor costs are in opex or capex',
    ]);
    expect(tasksOf('Does the price include installation?').map((t) => t.title)).toEqual([
      'Tell Ann whether the price includes installation',
    ]);
    expect(tasksOf('Why did travel spend go up 40%?').map((t) => t.title)).toEqual([
      "Answer Ann's question: Why did travel spend go up 40%?",
    ]);
    expect(tasksOf("What's the status on the budget? The CFO is asking.").map((t) => t.title)).toEqual([
      'Tell Ann the status on the budget',
    ]);
    expect(tasksOf('How is the migration going?').map((t) => t.title)).toEqual(['Tell Ann how the migration is going']);
    expect(tasksOf("Where's the signed copy of the lease?").map((t) => t.title)).toEqual([
      'Tell Ann where the signed copy of the lease is',
    ]);
  });

  it('an ask after a short lead and a comma, with the day of the thanks before it left alone', () => {
    expect(tasksOf('Thanks for the call today. In the meantime, could you share the updated timeline with the team?')).toEqual([
      { title: 'Share the updated timeline with the team', due: null },
    ]);
  });

  it('a numbered thing waiting for approval is named, and "approve it today" is the same task, due today', () => {
    expect(
      tasksOf('PO 4412 for the new laptops ($12,300) is waiting for your approval. Could you approve it today so we can order?'),
    ).toEqual([{ title: 'Approve PO 4412 for the new laptops ($12,300)', due: '2024-05-08' }]);
  });

  it('a time of day belongs to the day the sentence before names', () => {
    expect(tasksOf("I'm running late tomorrow, won't be in until 10. Can you cover the 9am standup for me?")).toEqual([
      { title: 'Cover the 9am standup', due: '2024-05-09' },
    ]);
  });

  it("a shop's shipping robot, an issue tracker and an e-signature service are systems: their tasks come from the subject", () => {
    const read = (over: Parameters<typeof email>[0]) => {
      const tasks = extractTasks(email(over), { ownerAddresses: ['sam@triage.test'] });
      return tasks.map((t) => ({ title: t.title, due: t.dueSource === 'email' ? t.dueDate : null }));
    };
    expect(
      read({ fromAddress: 'shipment-tracking@shop.example', subject: 'Your package has shipped', bodyText: 'Track your package here.' }),
    ).toEqual([]);
    expect(
      read({
        fromAddress: 'jira@corp.atlassian.example',
        subject: '[JIRA] (OPS-221) Update firewall rules assigned to you',
        bodyText: 'Mark Stone assigned OPS-221 to you.\nDue: 10/May/24\n\nView issue',
      }),
    ).toEqual([{ title: 'Update firewall rules (OPS-221)', due: '2024-05-10' }]);
    expect(
      read({
        fromAddress: 'dse@docusign.example',
        subject: 'Please DocuSign: Contoso_NDA.pdf',
        bodyText: 'Lisa Park sent you a document to review and sign. Please review and sign by May 10.',
      }),
    ).toEqual([{ title: 'Sign Contoso_NDA.pdf', due: '2024-05-10' }]);
  });

  it("an instruction to everyone the owner is one of is the owner's task; how to get at it is not another", () => {
    expect(
      tasksOf('All employees must complete the annual security awareness training by May 15. Log in to the learning portal to start.'),
    ).toEqual([{ title: 'Complete the annual security awareness training', due: '2024-05-15' }]);
  });

  it('input asked for as a wish, a wait or a nudge is something to send', () => {
    const titles = (body: string, subject = 'Draft proposal') => tasksOf(body, { subject }).map((t) => t.title);
    expect(titles('Your input on the draft proposal would be appreciated by Friday.')).toEqual([
      'Send Ann your input on the draft proposal',
    ]);
    expect(titles('Looking forward to your feedback on the proposal.')).toEqual(['Send Ann your feedback on the proposal']);
    expect(titles("I'd love your take on the pricing section.")).toEqual(['Send Ann your thoughts on the pricing section']);
    expect(titles('Awaiting your confirmation of the delivery address.')).toEqual(['Confirm the delivery address']);
    expect(titles('Just following up on this.', 'Contract')).toEqual(['Reply to Ann about Contract']);
    expect(titles('Attached is the draft proposal. Thoughts?')).toEqual(['Review the draft proposal and send Ann comments']);
    expect(titles('Looking forward to hearing from you.')).toEqual([]);
  });

  it('a meeting announced in prose, moved or hoped for is one to attend on its day', () => {
    expect(tasksOf('Hi Sam, the budget review has been moved to Friday at 10am, same room.', { subject: 'Budget review moved' })).toEqual([
      { title: 'Attend the Budget review (Fri, May 10)', due: '2024-05-10' },
    ]);
    expect(tasksOf("Sam, you're scheduled to interview the candidate on Friday at 11am in room 3A.", { subject: 'Interview' })).toEqual([
      { title: 'Attend the Interview (Fri, May 10)', due: '2024-05-10' },
    ]);
    expect(tasksOf("Team lunch on Friday at 12:30 at Luigi's. Hope you can make it!", { subject: 'Team lunch' })).toEqual([
      { title: 'Attend the Team lunch (Fri, May 10)', due: '2024-05-10' },
    ]);
  });

  it('rhetoric and courtesy ask nothing', () => {
    for (const body of [
      'Can you believe it? We closed the deal!',
      'Please excuse the delay in getting back to you. The report is now final.',
      'Please note the office will be closed on Friday.',
      'Please forgive any typos.',
      'Happy to help. Let me know how it goes.',
      'Keep me posted.',
    ])
      expect(tasksOf(body), body).toEqual([]);
  });

  it('a list announced as "three things for ...:" is a task per item; a lead and a dash before the ask only lead in', () => {
    expect(
      tasksOf(
        'Three things for the board meeting:\n1. Update the financial summary with April actuals.\n2. Ask legal to review the revised NDA.\n\nAlso FYI, the CEO will join.',
      ).map((t) => t.title),
    ).toEqual(['Update the financial summary with April actuals', 'Ask legal to review the revised NDA']);
    expect(tasksOf('Looks great, thanks! One small thing - can you fix the typo on slide 4?').map((t) => t.title)).toEqual([
      'Fix the typo on slide 4',
    ]);
  });

  it('a stand-in named for an absence and a quote sent on request are no tasks', () => {
    expect(tasksOf('I will be out of office next week. Kim will cover for me. Please reach out to her for anything urgent.')).toEqual([]);
    expect(
      tasksOf('Thank you for your inquiry. Please find our quote attached. The quote is valid for 30 days.', { subject: 'Quote request' }),
    ).toEqual([]);
  });

  it('a document sent as "our ... attached" is the sender\'s to review', () => {
    expect(tasksOf('Please find our revised proposal attached.').map((t) => t.title)).toEqual(["Review Ann's revised proposal"]);
  });

  it('questions named by their subject ("Proposal questions") are about the proposal', () => {
    const titles = tasksOf('Does the price include installation? What is the warranty period?', { subject: 'Proposal questions' });
    expect(titles.map((t) => t.title)).toEqual(["Answer Ann's questions about Proposal"]);
  });

  it('feedback asked for through a survey is one task: completing the survey', () => {
    expect(
      tasksOf(
        "We'd love your feedback on the new onboarding process. The survey takes 5 minutes: https://forms.test/abc\n\nPlease complete it by Friday.",
        { subject: 'Survey' },
      ),
    ).toEqual([{ title: 'Complete the survey on the new onboarding process', due: '2024-05-10' }]);
  });

  it("the status asked after is the subject's thing's", () => {
    expect(
      tasksOf("We still haven't received payment for this invoice. Can you check on the status with your AP team?", {
        subject: 'RE: invoice 4471',
      }).map((t) => t.title),
    ).toEqual(['Check on the status of the invoice 4471 with your AP team']);
  });
});
