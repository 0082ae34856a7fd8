import { describe, expect, it } from 'vitest';
import { mailToSam } from '../test-support/classified.js';
import { questionTitle } from './question-title.js';

/** Asks written as statements, and questions turned into tasks (received Wednesday 2024-05-08). */
const { classified, tasksOf } = mailToSam({ fromName: 'Grace Liu', fromAddress: 'grace@client.test' });

describe('statements that ask', () => {
  it('an approval asked for names what it is for, its amount whole; the subject that only asks adds nothing', () => {
    expect(
      tasksOf({
        subject: 'Can you approve?',
        bodyText: 'Hi Sam, I need your approval on the attached PO for $4,200 (new laptops for the design team). Thanks!',
      }).map((t) => t.title),
    ).toEqual(['Approve the attached PO for $4,200 (new laptops for the design team)']);
  });

  it("a go-ahead makes the waiting step the owner's; permission to rest or to join is no task", () => {
    expect(
      tasksOf({
        subject: 'Budget approval',
        bodyText: 'Sam,\n\nFinance approved the revised budget this morning. You can go ahead and issue the PO to Bolt Electric.\n\nGrace',
      }).map((t) => t.title),
    ).toEqual(['Issue the PO to Bolt Electric']);
    expect(tasksOf({ subject: 'Order', bodyText: 'You may proceed with the installation.' }).map((t) => t.title)).toEqual([
      'Proceed with the installation',
    ]);
    for (const bodyText of ['You can go ahead and relax, it is all done.', 'You are free to join us.'])
      expect(tasksOf({ subject: 'Friday', bodyText })).toEqual([]);
  });

  it('a thing that "needs countersigning" is the owner\'s to countersign; one that needs fixing says by whom no more', () => {
    expect(
      tasksOf({
        subject: 'Handover',
        bodyText:
          "A few things before I go on leave:\n\n1. The Henderson contract needs countersigning - it's in your tray.\n2. Please chase Bolt Electric for the revised quote.\n3. The team lunch is booked for the 18th, nothing to do there.",
      }).map((t) => t.title),
    ).toEqual(['Countersign the Henderson contract', 'Chase Bolt Electric for the revised quote']);
    expect(tasksOf({ subject: 'Lease', bodyText: 'The lease still needs signing by Friday.' })).toEqual([
      { title: 'Sign the lease', due: '2024-05-10' },
    ]);
    expect(tasksOf({ subject: 'Roof', bodyText: 'The roof needs fixing.' })).toEqual([]);
  });

  it('a deadline in the passive binds the reader when it reminds, names theirs, or greets a group', () => {
    const reminded = classified({
      subject: 'Timesheets',
      bodyText: 'Team,\n\nReminder that timesheets for November must be submitted by Friday noon. Late submissions delay payroll.\n\nGrace',
    });
    expect(reminded.proposedTasks.map((t) => [t.title, t.dueDate])).toEqual([['Submit the timesheets for November', '2024-05-10']]);
    expect(reminded.replyNeeded).toBe(false);
    expect(tasksOf({ subject: 'Forms', bodyText: 'Hi all,\n\nSigned forms should be returned by Friday.' }).map((t) => t.title)).toEqual([
      'Return the signed forms',
    ]);
    expect(tasksOf({ subject: 'Receipts', bodyText: 'Your receipts must be uploaded by Friday.' }).map((t) => t.title)).toEqual([
      'Upload your receipts',
    ]);
    // News of someone else's process binds no one.
    expect(tasksOf({ subject: 'Rule change', bodyText: 'Hi Sam,\n\nPublic comments must be submitted by June 27.' })).toEqual([]);
  });
});

describe('duties and hand-ons', () => {
  it('"you\'ll need to sign off ... by 18 May" is the task; passing a note on to a third party needs no reply', () => {
    expect(
      tasksOf({
        subject: 'Budget holders',
        bodyText:
          "Hi Sam,\n\nAs a budget holder, you'll need to sign off your team's 2027 budget in Adaptive by 18 May. Guidance is on the intranet.",
      }),
    ).toEqual([{ title: "Sign off your team's 2027 budget in Adaptive", due: '2024-05-18' }]);
    const passOn = classified({
      subject: 'Re: RFI 17',
      bodyText: 'Sam,\n\nThe structural engineer has answered RFI 17. Please pass this on to the steel fabricator.\n\nGrace',
    });
    expect(passOn.proposedTasks.map((t) => t.title)).toEqual(['Pass RFI 17 on to the steel fabricator']);
    expect(passOn.replyNeeded).toBe(false);
  });

  it("a mark-up sent for the owner's instructions is reviewed and answered", () => {
    const markup = classified({
      subject: 'Harbor lease',
      bodyText:
        "Sam,\n\nPlease find attached our mark-up of the landlord's draft lease. The key points are the break clause and the service charge cap. " +
        "We'd be grateful for your instructions on both by close of business Thursday.\n\nGrace",
    });
    expect(markup.proposedTasks.map((t) => [t.title, t.dueDate])).toEqual([
      ["Review Grace's mark-up of the landlord's draft lease and send Grace comments", '2024-05-09'],
    ]);
    expect(markup.replyNeeded).toBe(true);
  });
});

describe('waiting on the owner', () => {
  it('"If you\'re happy, I\'ll book it today" waits for a yes, today', () => {
    const venue = classified({
      subject: 'Offsite venue',
      bodyText: "Hi Sam,\n\nI've shortlisted three venues. The Grange is my pick. If you're happy, I'll book it today.\n\nGrace",
    });
    expect(venue.proposedTasks.map((t) => [t.title, t.dueDate])).toEqual([['Tell Grace whether to book the Offsite venue', '2024-05-08']]);
    expect(venue.replyNeeded).toBe(true);
  });

  it('"Interested?" over a forwarded invitation asks whether, about what the subject names, by the day given', () => {
    expect(
      tasksOf({
        subject: 'Fwd: Speaker invitation',
        bodyText:
          "Sam - this came to me but it's really more your area. Interested? They need an answer by the 11th.\n\n" +
          '---------- Forwarded message ---------\nFrom: Events Team <events@summit.test>\nSubject: Speaker invitation\n\n' +
          "Dear Grace, we'd like to invite you to speak on a panel at BuildSummit.",
      }),
    ).toEqual([{ title: 'Tell Grace whether you are interested in the Speaker invitation', due: '2024-05-11' }]);
  });

  it('a request for a quote is answered by sending it, whatever place the quote names', () => {
    const quote = classified({
      fromName: 'Isla Moore',
      fromAddress: 'isla@greenfield.test',
      subject: 'Request for quote - office chairs',
      bodyText:
        'Dear Sam,\n\nWe are looking to purchase 40 office chairs. Could you please send us a quote including delivery to Leeds and your lead time?\n\nIsla',
    });
    expect(quote.proposedTasks.map((t) => t.title)).toEqual(['Send Isla a quote including delivery to Leeds and your lead time']);
    expect(quote.replyNeeded).toBe(true);
  });

  it('asks listed under "Before your first day please:" are each a task; a booking names the event to attend', () => {
    expect(
      tasksOf({
        subject: 'Docs for onboarding',
        bodyText:
          'Welcome aboard! Before your first day please:\n\n- complete the attached tax form\n- bring your passport for the right-to-work check\n' +
          '- set up your Okta account using the link in the separate email\n\nSee you Monday!',
      }).map((t) => t.title),
    ).toEqual([
      'Complete the attached tax form',
      'Bring your passport for the right-to-work check',
      'Set up your Okta account using the link in the separate email',
    ]);
    expect(
      tasksOf({
        subject: 'Training next week',
        bodyText:
          "Hi Sam,\n\nYou're booked on the fire warden training next Tuesday, 9:30-12:00 in Room 2. Please bring your ID badge.\n\nGrace",
      }),
    ).toEqual([
      { title: 'Attend the fire warden training (Tue, May 14)', due: '2024-05-14' },
      { title: 'Bring your ID badge', due: '2024-05-14' },
    ]);
  });
});

describe('the owner among others', () => {
  const team = [
    { name: 'Sam Reed', address: 'sam@triage.test' },
    { name: 'Ben Ode', address: 'ben@triage.test' },
    { name: 'Priya Nair', address: 'priya@triage.test' },
  ];

  it('an @-mention of the copied owner asks them', () => {
    const mentioned = classified({
      to: team.slice(1),
      cc: team.slice(0, 1),
      subject: 'Handover plan',
      bodyText: "Hi Ben, Priya,\n\nPlease draft the handover plan by Friday. @Sam Reed can you review it once it's ready?\n\nGrace",
    });
    expect(mentioned.proposedTasks.map((t) => t.title)).toEqual(["Review the Handover plan once it's ready"]);
    expect(mentioned.replyNeeded).toBe(true);
  });

  it('"Can Sam send ...?" put to someone else in front of the owner is the owner\'s to do and answer, the sender named', () => {
    const draft = classified({
      to: team.slice(1, 2),
      cc: team.slice(0, 1),
      subject: 'Re: Fuel Supply Agreement',
      bodyText: 'Ben,\n\nCan Sam send Ermes and me a draft of this indemnity agreement?\n\nGrace',
    });
    expect(draft.proposedTasks.map((t) => t.title)).toEqual(['Send Ermes and Grace a draft of this indemnity agreement']);
    // Asked by name, the copied owner answers.
    expect(draft.replyNeeded).toBe(true);
  });

  it('"Everyone on site must complete ... by" a day is each reader\'s; a minute\'s "for the 14th" dates it', () => {
    expect(
      tasksOf({
        to: team,
        subject: 'Site safety',
        bodyText: 'All,\n\nEveryone on site must complete the new safety induction by May 14. Link: https://lms.test/safety\n\nGrace',
      }),
    ).toEqual([{ title: 'Complete the new safety induction', due: '2024-05-14' }]);
    expect(
      tasksOf({
        to: team.slice(0, 2),
        subject: 'Meeting notes',
        bodyText:
          'Thanks both. Actions:\n- Ben to send the revised programme\n- Sam to book the crane for the 14th\n- Grace to update the client',
      }),
    ).toEqual([{ title: 'Book the crane for the 14th', due: '2024-05-14' }]);
  });
});

describe('questions as tasks', () => {
  it('a place after the noun stays with it; "did" moves its tense to the verb', () => {
    expect(questionTitle('Is the parking garage on Elm open on weekends?', 'Leo')).toBe(
      'Tell Leo whether the parking garage on Elm is open on weekends',
    );
    expect(questionTitle('Are the drawings in the shared folder updated?', 'Leo')).toBe(
      'Tell Leo whether the drawings in the shared folder are updated',
    );
    expect(questionTitle('Are the contractor costs in opex or capex?', 'Leo')).toBe(
      'Tell Leo whether the contractor costs are in opex or capex',
    );
    expect(questionTitle('What did we end up charging Acme for the pilot?', 'Kevin')).toBe(
      'Tell Kevin what we ended up charging Acme for the pilot',
    );
    expect(questionTitle('Did you send the file to Bob?', 'Kevin')).toBe('Tell Kevin whether you sent the file to Bob');
  });

  it("the reply answers the sender's own question about the owner's things as theirs", () => {
    const desk = classified({
      fromName: 'Rita Moreno',
      fromAddress: 'rita@triage.test',
      subject: 'Desk booking',
      bodyText: "Hi Sam, could I borrow your desk on Thursday while you're out? Mine is being fixed.\n\nRita",
    });
    expect(desk.replyEmail).toContain("Whether you could borrow my desk on Thursday while I'm out: ");
  });
});
