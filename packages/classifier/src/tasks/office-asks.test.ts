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
    // The day as written, wherever the owner reads it: 5pm in California tomorrow is early the day after in UTC.
    expect(dueOf('Please send it by 5pm PT tomorrow.')).toBe('2024-05-09');
    expect(dueOf('We need the numbers by mid-June.')).toBe('2024-06-15');
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
    const poll = classify(
      email({ ...list, subject: 'Team lunch', bodyText: 'Pizza or sushi for Friday? Please reply by Thursday.' }),
      context({ ownerAddresses: ['sam@triage.test'] }),
    );
    expect(poll.replyNeeded).toBe(true);
    expect(tasksOf('Please find attached the weekly sales report.', { ...list, subject: 'Weekly report' })).toEqual([]);
  });

  it('an introduction of the owner to one other person is a contact to make, answered with thanks', () => {
    const intro = classify(
      email({
        fromName: 'Irene Adler',
        fromAddress: 'irene@acme.com',
        subject: 'Sam, meet Paul',
        to: [
          { name: 'Sam Reed', address: 'sam@triage.test' },
          { name: 'Paul Newman', address: 'paul@globex.example' },
        ],
        bodyText: 'Hi both,\n\nSam, meet Paul - he runs procurement at Globex. Paul, Sam leads partnerships here.\n\nIrene',
      }),
      context({ ownerAddresses: ['sam@triage.test'] }),
    );
    expect(intro.proposedTasks.map((t) => t.title)).toEqual(['Connect with Paul']);
    expect(intro.replyNeeded).toBe(true);
    expect(intro.replyEmail).toContain('Thanks for the introduction. Paul, great to meet you');
  });

  it('a call proposed together is one to set up; moving a meeting is a question', () => {
    expect(tasksOf('Could we schedule a short call early next week?').map((t) => t.title)).toEqual(['Schedule a short call']);
    expect(tasksOf('Can we move our catch-up to Friday?').map((t) => t.title)).toEqual([
      'Tell Ann whether we can move our catch-up to Friday',
    ]);
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
    const timeOff = email({
      fromName: 'Workday',
      fromAddress: 'workday@hr.example',
      subject: 'Time Off Request: Lee Park, 2 days',
      bodyText: 'Lee Park has submitted a time off request for May 20 - May 21. This request is awaiting your approval.',
    });
    const result = classify(timeOff, context({ ownerAddresses: ['sam@triage.test'] }));
    expect(result.proposedTasks.map((t) => t.title)).toEqual(['Approve the time off request: Lee Park, 2 days']);
    expect(result.replyNeeded).toBe(false);
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

  it("the owner's own sent mail asks nothing of the owner; a note to self still does", () => {
    const own = { fromName: 'Sam Reed', fromAddress: 'sam@triage.test' };
    const sent = classify(
      email({ ...own, to: [{ name: 'Ann Lee', address: 'ann@acme.com' }], bodyText: 'Could you send me the signed lease by Friday?' }),
      context({ ownerAddresses: ['sam@triage.test'] }),
    );
    expect(sent.proposedTasks).toEqual([]);
    expect(sent.replyNeeded).toBe(false);
    expect(tasksOf('Please renew the parking permit by Friday.', own).map((t) => t.title)).toEqual(['Renew the parking permit']);
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
