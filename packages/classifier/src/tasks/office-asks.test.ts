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
    // The day as written, wherever the owner reads it: 5pm in California tomorrow is early the day after in UTC.
    expect(dueOf('Please send it by 5pm PT tomorrow.')).toBe('2024-05-09');
    expect(dueOf('We need the numbers by mid-June.')).toBe('2024-06-15');
  });

  it('"see below" points at the forwarded mail; the ask is what follows it', () => {
    expect(
      tasksOf('Sam, see below - could you deal with this while I am on leave?\n\nJo', { subject: 'FW: Parking permits' }).map(
        (t) => t.title,
      ),
    ).toEqual(['Deal with the Parking permits while Ann is on leave']);
    expect(tasksOf('Sam - can you look at this and tell me what you think?', { subject: 'FW: Lease terms' }).map((t) => t.title)).toEqual([
      'Review the Lease terms and tell Ann what you think',
    ]);
  });

  it('what to make sure of keeps its words; a nudge about a thing still to do is the thing', () => {
    expect(tasksOf('Could you make sure the visitors get badges at the front desk?').map((t) => t.title)).toEqual([
      'Make sure the visitors get badges at the front desk',
    ]);
    expect(tasksOf('Have you had a chance to look at the floor plan yet? I need it for Friday.')).toEqual([
      { title: 'Review the floor plan', due: '2024-05-10' },
    ]);
  });

  it('"them" is the things the sentence before named, and the sender\'s own next step stays out of the title', () => {
    expect(tasksOf('I left the invoices in your tray. Can you sign them and pass them to accounts?').map((t) => t.title)).toEqual([
      'Sign the invoices and pass them to accounts',
    ]);
    expect(tasksOf("Can you send me your slides and I'll merge both decks?").map((t) => t.title)).toEqual(['Send Ann your slides']);
  });

  it("someone else's step in the email does not date the owner's task", () => {
    expect(tasksOf('The new hire starts in June. Payroll will send the paperwork today. Can you set up her accounts?')).toEqual([
      { title: 'Set up her accounts', due: null },
    ]);
  });

  it('a call proposed together is one to set up; moving a meeting is a question', () => {
    expect(tasksOf('Could we schedule a short call early next week?').map((t) => t.title)).toEqual(['Schedule a short call']);
    expect(tasksOf('Can we move our catch-up to Friday?').map((t) => t.title)).toEqual([
      'Tell Ann whether we can move our catch-up to Friday',
    ]);
  });

  it('asks put on the owner through someone else: a promise, a client wanting something by a day, an agreement awaited', () => {
    expect(
      tasksOf('The client called about the delay. They expect a revised schedule by Monday. I told them you would call them tomorrow.'),
    ).toEqual([
      { title: 'Provide a revised schedule', due: '2024-05-13' },
      { title: 'Call them tomorrow', due: '2024-05-09' },
    ]);
    expect(tasksOf('I am happy with the draft. If you agree with the new payment terms, I will sign it.').map((t) => t.title)).toEqual([
      'Tell Ann whether you agree with the new payment terms',
    ]);
  });

  it('minutes that say "Sam to ..." give Sam the step; "Can I ..., or do you ...?" asks whether', () => {
    const minutes = email({
      to: [{ name: 'Team', address: 'team@triage.test' }],
      fromAddress: 'ann@triage.test',
      bodyText: 'Actions from today:\n- Lee to book the venue\n- Sam to draft the agenda\n\nAnn',
    });
    expect(extractTasks(minutes, { ownerAddresses: ['sam@triage.test'], ownerName: 'Sam Reed' }).map((t) => t.title)).toEqual([
      'Draft the agenda',
    ]);
    expect(tasksOf('Can I send the offer today, or do you want to see it first?').map((t) => t.title)).toEqual([
      'Tell Ann whether Ann can send the offer today',
    ]);
  });

  it('drafts speak from the owner: the sender as "you" with its verb, "us" as "you", a day said once', () => {
    const reply = (bodyText: string, subject = 'Quarterly numbers') =>
      classify(email({ bodyText, subject }), context({ ownerAddresses: ['sam@triage.test'] })).replyEmail;
    expect(reply('Could you send me the price list and let me know whether you ship to Norway?')).toContain(
      'let you know whether I ship to Norway',
    );
    expect(reply('Sam, see below - can you deal with this while I am away?', 'FW: Parking permits')).toContain('while you are away');
    expect(reply('Please check the figures and tell us by Friday whether they add up.')).toContain(
      'tell you by Friday whether they add up.',
    );
  });

  it("reads Outlook's HTML: entities decoded, each list item a line of its own", () => {
    const html =
      '<div><p>Hi Sam,</p><p>The movers come on the 12th.&nbsp; Could you:</p><ul><li>pack your desk by the 11th</li>' +
      '<li>label every box with the room&#8217;s new number</li></ul><p>Thanks &ndash; Ann</p></div>';
    expect(tasksOf(html).map((t) => t.title)).toEqual(['Pack your desk', 'Label every box with the room\u2019s new number']);
  });

  it('a greeting inside the first sentence only greets', () => {
    expect(tasksOf('hey sam \u2013 are we still on for lunch tomorrow?')).toEqual([
      { title: 'Tell Ann whether we are still on for lunch tomorrow', due: '2024-05-09' },
    ]);
  });

  it('offers, pleasantries and reminders of a fact ask nothing', () => {
    expect(tasksOf("Thanks again for the help. Let me know if there's anything we can do in return.")).toEqual([]);
    expect(tasksOf("Congrats on the launch! Let's get lunch to celebrate sometime.")).toEqual([]);
    expect(tasksOf('Remember that the auditors arrive on the 20th, so the files should be ready by then.')).toEqual([]);
  });

  it('an ask said to be optional in the sentence after it is low priority', () => {
    const [task] = extractTasks(
      email({ bodyText: 'Would you be up for giving a short talk at the offsite? No pressure if you are busy.' }),
      {
        ownerAddresses: ['sam@triage.test'],
      },
    );
    expect(task?.priority).toBe('P4');
  });

  it('asks to two people by name, to "you and Jamie", and "can you look today?" after an ask', () => {
    const both = email({
      bodyText: 'Sam and Priya - can one of you confirm the PO number for the order?',
      to: [
        { name: 'Sam Reed', address: 'sam@triage.test' },
        { name: 'Priya Shah', address: 'priya@triage.test' },
      ],
    });
    expect(extractTasks(both, { ownerAddresses: ['sam@triage.test'], ownerName: 'Sam Reed' }).map((t) => t.title)).toEqual([
      'Confirm the PO number for the order',
    ]);
    expect(tasksOf('Are you and Jamie free for dinner on Saturday?').map((t) => t.title)).toEqual([
      'Tell Ann whether you and Jamie are free for dinner on Saturday',
    ]);
    expect(tasksOf('Quick question though - should I include the new hires or leave them out?').map((t) => t.title)).toEqual([
      'Tell Ann whether Ann should include the new hires or leave them out',
    ]);
    expect(tasksOf('I need your sign-off on the pricing page before I can publish it. Can you look today?')).toEqual([
      { title: 'Sign off on the pricing page', due: '2024-05-08' },
    ]);
  });

  it('questions put softly: wondering, "how about", "who is", "mind taking a look?", "what do you think?"', () => {
    expect(tasksOf("I was wondering whether you'd be free for a call on Friday.").map((t) => t.title)).toEqual([
      'Tell Ann whether you would be free for a call on Friday',
    ]);
    expect(tasksOf('How about Thursday at 3 instead?').map((t) => t.title)).toEqual(['Tell Ann whether Thursday at 3 works for you']);
    expect(tasksOf("Who's handling the Contoso renewal while Jo is out?").map((t) => t.title)).toEqual([
      'Tell Ann who is handling the Contoso renewal while Jo is out',
    ]);
    expect(tasksOf('Something looks off in the totals. Mind taking a look?', { subject: 'March figures' }).map((t) => t.title)).toEqual([
      'Review the March figures',
    ]);
    expect(tasksOf('Three options attached. What do you think?', { subject: 'New logo' }).map((t) => t.title)).toEqual([
      'Tell Ann what you think about New logo',
    ]);
    expect(tasksOf("Sam, I'd welcome your thoughts on the price list before we send it to the client.").map((t) => t.title)).toEqual([
      'Send Ann your thoughts on the price list',
    ]);
  });

  it('"I\'m happy to ... if you are. Let me know" is one question; a subject like "Weekend" dates nothing', () => {
    expect(tasksOf("Her references are good. I'm happy to make an offer if you are. Let me know and I'll draft it.")).toEqual([
      { title: 'Tell Ann whether you are happy to make an offer', due: null },
    ]);
    expect(tasksOf('How was your weekend? Can you send me the Q3 deck when you get a moment?', { subject: 'Weekend' })).toEqual([
      { title: 'Send Ann the Q3 deck', due: null },
    ]);
  });

  it("a signature's plea for the environment is no task", () => {
    expect(
      tasksOf('The report is attached for your records.\n\nRavi\n\nPlease consider the environment before printing this email.'),
    ).toEqual([]);
  });

  it('"Please advise", "kindly check and revert", "please do the needful" ask for an answer or for what the subject needs', () => {
    expect(tasksOf('We can ship the standard model in 2 weeks or the custom one in 6. Please advise.', { subject: 'Delivery' })).toEqual([
      { title: 'Reply to Ann about Delivery', due: null },
    ]);
    expect(tasksOf('Please find attached the revised PO. Kindly check and revert at the earliest.', { subject: 'PO 5521' })).toEqual([
      { title: 'Check the PO 5521 and reply to Ann', due: null },
    ]);
    expect(tasksOf('The payment for invoice 778 is still pending. Please do the needful.', { subject: 'Payment' })).toEqual([
      { title: 'Take care of the Payment', due: null },
    ]);
  });

  it("something about to lapse with a way to keep it, and something waiting to be collected, are the owner's to do", () => {
    expect(tasksOf('Hi Sam, your gym pass expires on Friday. You can renew it at reception.')).toEqual([
      { title: 'Renew your gym pass', due: '2024-05-10' },
    ]);
    expect(tasksOf('Your library card expires on Friday.')).toEqual([]);
    expect(tasksOf('Your new monitor is ready for pickup at the front desk.').map((t) => t.title)).toEqual([
      'Pick up your new monitor at the front desk',
    ]);
  });
});
