import { DEFAULT_TASK_STYLE, type TaskStyle } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { email } from '../test-support/fixtures.js';
import { extractTasks } from './extract-tasks.js';

const ask = (bodyText: string, over = {}) => email({ bodyText, ...over });

describe('extractTasks', () => {
  it('turns requests into tasks and leaves statements alone', () => {
    const tasks = extractTasks(
      ask(
        'Hi Sam,\n\nThe inspection went well. Could you please send me the signed lease by Friday? We also repainted the hall.\n\nThanks,\nAnn',
      ),
    );
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ title: 'Send Ann the signed lease', dueDate: '2024-05-10', dueSource: 'email' });
    expect(tasks[0]!.sentence).toBe('Could you please send me the signed lease by Friday?');
    expect(tasks[0]!.confidence).toBeGreaterThan(0.6);
  });

  it('finds several requests in the order written; questions beside them are answered in the reply, not as tasks', () => {
    const tasks = extractTasks(
      ask('Please review the attached budget. Can you call the surveyor tomorrow? Are you free on Thursday for a site visit?'),
    );
    expect(tasks.map((t) => t.title)).toEqual(['Review the attached budget', 'Call the surveyor']);
  });

  it('a question asking when the owner can meet is a meeting to arrange, kept beside a request (mann-k/fuel_cells/17)', () => {
    const tasks = extractTasks(
      ask(
        '1.  Can I get a copy of the FuelCell Energy purchase order form.  Jeff said \nthat you would have a copy.\n2.  I forwarded to you a memo from Bingham that discusses the permitting \nrequirements for the proposed projects.\n4.  Please let me know when you can meet today to discuss the MOU.',
        { fromName: 'Scott Healy', fromAddress: 'scott.healy@triage.test' },
      ),
    );
    expect(tasks.map((t) => [t.title, t.dueSource])).toEqual([
      ['Send Scott a copy of the FuelCell Energy purchase order form', 'default'],
      ['Tell Scott when you can meet today to discuss the MOU', 'email'],
    ]);
  });

  it('a request that hangs on the answer to a question ("If so, ...") is one task with it (hyvl-d/gas/wisconsin/6)', () => {
    const tasks = extractTasks(
      ask(
        "Dan - \nAre you red-lining the Master Kim Decell sent over? (since she won't go \nrevert to the currently negotiated version).  If so, can you forward me a \ncopy?\nThanks\nDeirdre",
        { fromName: 'Deirdre McCaffrey', fromAddress: 'deirdre.mccaffrey@triage.test' },
      ),
    );
    expect(tasks.map((t) => t.title)).toEqual([
      'Tell Deirdre whether you are red-lining the Master Kim Decell sent over and, if so, forward Deirdre a copy',
    ]);
  });

  it('turns a question into something to tell the sender, and several questions into one task', () => {
    expect(extractTasks(ask('Are you free on Thursday for a site visit?')).map((t) => t.title)).toEqual([
      'Tell Ann whether you are free on Thursday for a site visit',
    ]);
    // Two questions of the demo's café owner, one task to answer them.
    const cafe = ask(
      "Do we need the landlord's approval for that, or only a city permit? Would you be OK with it next to the main entrance?",
      {
        subject: 'Question about a sidewalk sign for Café Lumen',
      },
    );
    expect(extractTasks(cafe).map((t) => t.title)).toEqual(["Answer Ann's questions about a sidewalk sign for Café Lumen"]);
  });

  it('a bare "call and let me know" after questions answers them, named by the first question when there is no subject (cuilla-m/inbox/20)', () => {
    const paper = ask(
      'Martin - What do I need to do to get set up to trade paper with you? I assume we just need to sign an ISDA ? please call and let me know',
      {
        fromName: 'Bruce Potter',
        subject: null,
      },
    );
    expect(extractTasks(paper).map((t) => t.title)).toEqual(['Tell Bruce what Bruce needs to do to get set up to trade paper with you']);
  });

  it('keeps at most three tasks, each a short imperative without the reason or the subject', () => {
    const many = ask(
      'Please sign the lease. Please call the surveyor. Please book the venue. Please order the chairs. Please pay the deposit.',
    );
    expect(extractTasks(many)).toHaveLength(3);
    // From the demo's window-cleaning invoice.
    const [task] = extractTasks(
      ask('Please approve the invoice and send us a new PO number before the 15th so we can keep the June clean on the schedule.'),
    );
    expect(task!.title).toBe('Approve the invoice and send Ann a new PO number');
  });

  it('gives no task for newsletters, notifications and mail that asks nothing', () => {
    expect(extractTasks(ask('Big sale! Click here to shop now. Unsubscribe from this list.'))).toEqual([]);
    expect(extractTasks(ask('Please confirm your booking.', { fromAddress: 'no-reply@bookings.example' }))).toEqual([]);
    expect(extractTasks(ask('Read the full briefing at the link above.', { fromAddress: 'webmaster@research.example' }))).toEqual([]);
    expect(extractTasks(ask('The report is attached. Sales were up 4% this quarter.'))).toEqual([]);
  });

  it('turns what an automated notification asks in its subject into one task, and nothing else of it', () => {
    const notice = ask(
      'Elena Vasquez: client dinner, $286.40\nReview and approve: https://spend.example/approvals\nThis is an automated message.',
      {
        fromAddress: 'no-reply@spend.example',
        subject: '3 expense reports are waiting for your approval',
      },
    );
    const tasks = extractTasks(notice);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ sentence: 'Approve 3 expense reports', confidence: 0.8 });
    expect(tasks[0]!.title).toMatch(/^Approve 3 expense reports/);
    expect(extractTasks({ ...notice, subject: 'Your expense report was paid' })).toEqual([]);
    expect(extractTasks({ ...notice, fromAddress: 'marketing@spend.example' })).toEqual([]);
  });

  it('ignores requests quoted from earlier messages', () => {
    const body =
      'Done, see attached.\n\nOn Tue, May 7, 2024 at 9:00 AM Sam Reed <sam@triage.test> wrote:\n> Could you send me the report by Friday?';
    expect(extractTasks(ask(body))).toEqual([]);
  });

  it('reads due dates relative to the received time, else 7 days later', () => {
    const due = (text: string) => extractTasks(ask(text))[0]?.dueDate;
    expect(due('Please send the invoice tomorrow.')).toBe('2024-05-09');
    expect(due('Please send the invoice by end of day.')).toBe('2024-05-08');
    expect(due('Please send the invoice before the 15th.')).toBe('2024-05-15');
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
    const withBlocks = { ...style, includeMetadata: true, includeNextSteps: true };
    const [full] = extractTasks(ask('Please send me the signed lease.'), { style: withBlocks });
    expect(full!.description).toContain('Request: "Please send me the signed lease."');
    expect(full!.description).toContain('Next steps:\n- Send Ann the signed lease');
  });

  it('with the default Task Style, titles the action alone and describes it in two lines instead of pasting the email', () => {
    const [task] = extractTasks(ask('Hi Sam,\n\nCould you please send me the signed lease by Friday?\n\nAnn'));
    expect(task!.title).toBe('Send Ann the signed lease');
    expect(task!.description).toBe('Send Ann the signed lease by Friday, May 10.\nAsked by Ann Lee in "Quarterly numbers", 2024-05-08.');
    const [undated] = extractTasks(ask('Please send me the signed lease.'));
    expect(undated!.description.split('\n')[0]).toBe('Send Ann the signed lease (no date in the email).');
  });

  it('uses a request in the subject when the body asks nothing', () => {
    const [task] = extractTasks(ask('', { subject: 'Please review the draft contract' }));
    expect(task!.title).toMatch(/^Review the draft contract/);
  });

  it('reads a bare forward of mail first sent to the owner as written to the owner, with the signing day as its deadline (hyvl-d/gas/crestar/30)', () => {
    const resent = (to: string) =>
      email({
        fromName: 'Kleiner, Michael',
        fromAddress: 'michael_kleiner@gulf.ca',
        to: [
          { name: null, address: 'voinorml@bp.com' },
          { name: null, address: 'dan.j.hyvl@enron.com' },
        ],
        subject: 'FW: Assignment of transaction no. 1',
        bodyText: `-----Original Message-----\nFrom: Kleiner, Michael\nSent: Tuesday, May 7, 2024 4:37 PM\nTo: 'voinorml@bp.com'; '${to}';\nSubject: Assignment of transaction no. 1\n\nEveryone;\n\nAttached is a revised assignment agreement which we hope you will find\nsatisfactory.\n\nOur hope is to have this agreement signed Thursday.  Let me know if\nyou expect any problems with execution.\n`,
      });
    const [task] = extractTasks(resent('Dan.J.Hyvl@enron.com'), { ownerAddresses: ['dan.hyvl@enron.com'], ownerName: 'Dan Hyvl' });
    expect(task).toMatchObject({ title: 'Review the revised assignment agreement', dueDate: '2024-05-09', dueSource: 'email' });
    // Forwarded from someone else's mail, the request was not written to the owner.
    expect(extractTasks(resent('clint.dean@enron.com'), { ownerAddresses: ['dan.hyvl@enron.com'], ownerName: 'Dan Hyvl' })).toEqual([]);
  });

  it("reads a colleague's bare forward to the owner alone as handing its questions on (rogers-b/genco_jv_ipo/438)", () => {
    const handed = (to: { name: string | null; address: string }[]) =>
      email({
        fromName: 'Don Miller',
        fromAddress: 'don.miller@enron.com',
        to,
        subject: 'Cinergy diligence',
        bodyText:
          '---------------------- Forwarded by Don Miller/HOU/ECT on 12/04/2000 10:10 AM \n---------------------------\n\n\n"Tang, David" <dtang@Cinergy.com> on 11/30/2000 07:45:51 PM\nTo: "\'don.miller@enron.com\'" <don.miller@enron.com>\nSubject: Question 2\n\n\nMore Questions:\n\n1.  Are industrial stormwater permits required at either site?\n\n2.  In Caledonia, what is the custom fuel sampling schedule?\n',
      });
    const owner = { ownerAddresses: ['benjamin.rogers@enron.com'], ownerName: 'Benjamin Rogers' };
    expect(extractTasks(handed([{ name: 'Benjamin Rogers', address: 'benjamin.rogers@enron.com' }]), owner).map((t) => t.title)).toEqual([
      "Answer Don's questions about Cinergy diligence",
    ]);
    // Sent on to several people, it is shared for information.
    expect(
      extractTasks(
        handed([
          { name: 'Benjamin Rogers', address: 'benjamin.rogers@enron.com' },
          { name: 'Jinsung Myung', address: 'jinsung.myung@enron.com' },
        ]),
        owner,
      ),
    ).toEqual([]);
  });

  it('names who gets what is sent from the address block under "to:", and folds who is copied into the sending (hyvl-d/miscellaneous/credit/39)', () => {
    const mail = email({
      fromName: 'Jason R Williams',
      fromAddress: 'jason.williams@enron.com',
      to: [{ name: 'Dan J Hyvl', address: 'dan.hyvl@enron.com' }],
      subject: 'City of Anaheim',
      bodyText:
        'Dan -\n\nAttached is a worksheet for another new physical, with the City of Anaheim.\nPlease send a draft to:\n\nMr. Steve Shortino\nCity of Anaheim\n201 S. Anaheim Blvd.\nAnaheim, CA 92805\n\n\nPlease email a copy to me and to Kim Ward.\n',
    });
    expect(extractTasks(mail, { ownerAddresses: ['dan.hyvl@enron.com'] }).map((t) => t.title)).toEqual([
      'Send a draft to Steve Shortino, copying Jason and Kim Ward',
    ]);
    // A copy asked for on its own is its own task.
    const alone = email({ bodyText: 'Hi Sam,\n\nPlease email a copy of the lease to Kim Ward.\n\nAnn' });
    expect(extractTasks(alone).map((t) => t.title)).toEqual(['Email a copy of the lease to Kim Ward']);
  });

  it('reads a draft sent to a working group without a word of ask as distribution, and one sent to the owner as theirs to review (mann-k/off_balance_sheet_form_contracts/23)', () => {
    const group = Array.from({ length: 7 }, (_, i) => ({ name: `Counsel ${i}`, address: `counsel${i}@acme.com` }));
    const body =
      'Attached are revised drafts of the Purchase Option Assignment and\nAssumption Agreements for the Pastoria and S&S ADAs.\n\nRegards,\n\nRob Taylor';
    const owner = { name: 'Sam Reed', address: 'sam@triage.test' };
    expect(extractTasks(email({ to: [...group, owner], bodyText: body }), { ownerAddresses: ['sam@triage.test'] })).toEqual([]);
    expect(extractTasks(email({ to: [owner], bodyText: body }), { ownerAddresses: ['sam@triage.test'] }).map((t) => t.title)).toEqual([
      'Review the revised drafts of the Purchase Option Assignment and Assumption Agreements',
    ]);
    const asked = 'Attached for your review are revised drafts of the Purchase Option Assignment and Assumption Agreements.';
    expect(extractTasks(email({ to: [...group, owner], bodyText: asked }), { ownerAddresses: ['sam@triage.test'] })).toHaveLength(1);
  });

  it('reads a company announcement to undisclosed recipients as asking no one in particular (shapiro-r/organizational_issues/70)', () => {
    const body =
      'Recently, I asked you to "Lay It On the Line" and tell me what you believe are the most critical issues that we need to address. ' +
      "Many of you responded, and I want to share the survey results with you.\n\nFirst, let's take a look at the survey results.";
    const owners = { ownerAddresses: ['richard.shapiro@enron.com'] };
    const from = { fromName: null, fromAddress: '40enron@enron.com', subject: 'Lay It On the Line Survey Results' };
    expect(extractTasks(email({ ...from, to: [], cc: [], bodyText: body }), owners)).toEqual([]);
    const toOwner = email({ ...from, to: [{ name: null, address: 'richard.shapiro@enron.com' }], bodyText: body });
    expect(extractTasks(toOwner, owners).map((t) => t.title)).toEqual(['Review the survey results']);
  });

  it('names the person a pronoun stands for, from the sentence that introduced them (cuilla-m/inbox/70)', () => {
    const introduced = (first: string) =>
      extractTasks(email({ bodyText: `Hi Sam,\n\n${first} is coming down Monday.  Let's meet with him to discuss Lennox.\n\nAnn` })).map(
        (t) => t.title,
      );
    expect(introduced('Garrett Trip from our Ontario office')).toEqual(['Meet with Garrett Trip to discuss Lennox']);
    // Nobody introduced: the pronoun stays.
    expect(introduced('The trader from our Ontario office')).toEqual(['Meet with him to discuss Lennox']);
  });

  it('dates a reminded appointment by the day its subject names (demo personal-01)', () => {
    const reminder = email({
      fromName: 'Brightsmile Dental Studio',
      fromAddress: 'reminders@brightsmiledental.example',
      subject: 'Appointment reminder: Tuesday at 3:30 PM with Dr. Chen',
      headers: { autoSubmitted: 'auto-generated' },
      bodyText: 'Hello,\n\nThis is a reminder of your appointment.\n\nPlease arrive 10 minutes early.',
    });
    const [task] = extractTasks(reminder);
    expect(task).toMatchObject({ title: 'Attend the appointment with Dr. Chen', dueDate: '2024-05-14', dueSource: 'email' });
  });
});
