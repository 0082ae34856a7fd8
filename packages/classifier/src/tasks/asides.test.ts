import { describe, expect, it } from 'vitest';
import { mailToSam } from '../test-support/classified.js';

/** What sits around an ask without being one, and asks typed in a hurry (received Wednesday 2024-05-08). */
const { classified, tasksOf } = mailToSam({ fromName: 'Nora Hill', fromAddress: 'nora@client.test' });

describe('asides', () => {
  it("a signature's links and a check that nothing is missing ask nothing", () => {
    const thanks = classified({
      subject: 'Re: Kickoff',
      bodyText:
        'Thanks Sam, see you then.\n\nNora Hill | Director of Ops\nBook a meeting with me: https://calendly.com/norahill\n' +
        'Follow us on LinkedIn | Subscribe to our podcast',
    });
    expect(thanks.proposedTasks).toEqual([]);
    const delivered = classified({ subject: 'Re: Agenda', bodyText: "Here it is - attached. Let me know if anything's missing.\n\nNora" });
    expect(delivered.proposedTasks).toEqual([]);
    expect(delivered.replyNeeded).toBe(false);
  });

  it('"please disregard my earlier email" is a correction; the ask after it is the task', () => {
    expect(
      tasksOf({
        subject: 'Contract',
        bodyText:
          'Hi Sam,\n\nPlease disregard my earlier email - I sent the wrong version. The correct contract is attached. Please sign by Friday.\n\nNora',
      }),
    ).toEqual([{ title: 'Sign the Contract', due: '2024-05-10' }]);
  });
});

describe('pointers, headings and footers', () => {
  it('a pointer to details, a heading and a webmail footer are no task', () => {
    for (const bodyText of [
      'See the comments page of the attachment for details of the updates.',
      'Follow up: the committee will look to us for ideas over the coming weeks.',
      'See you at the game!\n\nTalk to your friends online with Yahoo! Messenger.',
    ])
      expect(tasksOf({ subject: 'Notes', bodyText })).toEqual([]);
  });

  it('a draft pointed at, named or not, is a document to review, not a thing to find', () => {
    expect(
      tasksOf({
        subject: 'Valuation',
        bodyText: 'Sam, please find attached a summary of the option value. The heat rates were based on your input.',
      }),
    ).toEqual([{ title: 'Review the summary of the option value and send Nora comments', due: null }]);
  });

  it('"Attached hereto, please find the draft for your review" then a request for comments is a review', () => {
    expect(
      tasksOf({
        subject: 'Option to purchase',
        bodyText:
          'Attached hereto, please find the draft Option to Purchase for your review. Therefore, please send me your comments at your earliest convenience.',
      }).map((t) => t.title),
    ).toEqual(['Review the draft Option to Purchase and send Nora comments']);
  });

  it('"Please advise," and a mistyped "Pleased" ask as their words say', () => {
    expect(
      tasksOf({ subject: 'Cage Gas', bodyText: 'Sam,\n\nI guess we can move on to the next step.\n\nPlease advise,\n\nNora' }),
    ).toEqual([{ title: 'Reply to Nora about Cage Gas', due: null }]);
    expect(
      tasksOf({ subject: 'Logo', bodyText: 'Could you pleased put the logo on the cover and print a color copy for me. Thanks.' }),
    ).toEqual([{ title: 'Put the logo on the cover and print a color copy', due: null }]);
  });
});

describe('asks typed in a hurry', () => {
  it('"Sam can u send me the numbers asap pls": the name without its comma, "u" and "pls"', () => {
    expect(tasksOf({ subject: 'Numbers', bodyText: 'Sam can u send me the Q3 numbers asap pls' })).toEqual([
      { title: 'Send Nora the Q3 numbers', due: null },
    ]);
    // Another name in the same place addresses someone else.
    expect(
      tasksOf({
        subject: 'Numbers',
        bodyText: 'Priya can u send me the Q3 numbers asap pls',
        to: [
          { name: 'Sam', address: 'sam@triage.test' },
          { name: 'Priya', address: 'priya@triage.test' },
        ],
      }),
    ).toEqual([]);
  });

  it('"... and then please forward ..." says the courtesy once', () => {
    expect(
      tasksOf({
        subject: 'Contracts',
        bodyText: 'Sam please insert the clause in both contracts and then please forward the updated contracts.',
      }),
    ).toEqual([{ title: 'Insert the clause in both contracts and then forward the updated contracts', due: null }]);
  });
});

describe("farewells, handling notes and the sender's own look", () => {
  it('farewells, "please find attached file" at a sentence\'s end and confidentiality notes ask nothing', () => {
    for (const bodyText of [
      "I'm bringing a pie and another dessert. See you'll Sunday",
      'I wanted to touch base on a few issues before I speak to Jim. Talk to you tomorrow.',
      'In name of Mr. Assad we send to you the Periodic Report, please find attached file.',
      'PLEASE TREAT THIS MESSAGE VERY CLOSE HOLD.  Please do not circulate.',
    ])
      expect(tasksOf({ subject: 'Notes', bodyText })).toEqual([]);
  });

  it('"thanks - I\'ll take a look at it today" on a document the owner sent is the sender\'s step', () => {
    const result = classified({
      subject: 'Re: Mobil transaction document for your review.',
      bodyText: "thanks - I'll take a look at it today and get back to you ....",
    });
    expect(result.proposedTasks).toEqual([]);
    expect(result.replyNeeded).toBe(false);
  });

  it('"Given the fact that ..., could one of you please handle this?" is handling it; a subject\'s "for your review" names nothing', () => {
    expect(
      tasksOf({
        subject: 'AIG',
        bodyText: 'Given the fact that an ISDA has not yet been sent out, could one of you please handle this?',
      }).map((t) => t.title),
    ).toEqual(['Handle the AIG']);
    expect(
      tasksOf({ subject: 'Mobil transaction document for your review.', bodyText: 'Sam, could you take a look at it today?' }).map(
        (t) => t.title,
      ),
    ).toEqual(['Review the Mobil transaction document']);
  });

  it('"How was the wedding?" asks how it was; "How is the new hire settling in?" how they are settling in', () => {
    expect(tasksOf({ subject: 'Hi', bodyText: 'Sam! How was the wedding?' }).map((t) => t.title)).toEqual([
      'Tell Nora how the wedding was',
    ]);
    expect(tasksOf({ subject: 'Hi', bodyText: 'Sam, how is the new hire settling in?' }).map((t) => t.title)).toEqual([
      'Tell Nora how the new hire is settling in',
    ]);
  });
});

describe('options offered and advice asked', () => {
  it('options suggested under a lead are not asks; "Please advise what ..." after them is', () => {
    expect(
      tasksOf({
        subject: 'Crestar',
        bodyText:
          'Sam, BP needs the volumes by 9:45am. I suggest the following options:\n\n1) Put back in the default contract number in the agreement.\n' +
          '2) Add a clause to the assignment agreement.\n\nPlease advise what our position is and how we should proceed.',
      }).map((t) => t.title),
    ).toEqual(["Tell Nora what Nora's position is and how we should proceed"]);
  });

  it('"Call w/any questions" is a closer; "Advise if ..." asks whether; "Either send ..." sends', () => {
    expect(
      tasksOf({ subject: 'Debt', bodyText: 'Use the new debt measurement for the SMUD contracts. Call w/any questions.' }).map(
        (t) => t.title,
      ),
    ).toEqual(['Use the new debt measurement for the SMUD contracts']);
    expect(tasksOf({ subject: 'NDA', bodyText: 'Sam, please advise if the clean version is in order.' }).map((t) => t.title)).toEqual([
      'Tell Nora whether the clean version is in order',
    ]);
    expect(
      tasksOf({
        subject: 'India',
        bodyText: 'Please either send me an e-mail and a phone number where I can reach you, or call me tomorrow.',
      }).map((t) => t.title),
    ).toEqual(['Send Nora an e-mail and a phone number where Nora can reach you']);
  });
});

describe('where things are, and help if it goes wrong', () => {
  it('a link to where things are posted, how to log in, a web site to visit and help offered for problems ask nothing', () => {
    for (const bodyText of [
      'The revised procedures are posted on the website. Please find them at http://www.example.com/opsdoc under the appropriate section heading.',
      'Use your UNIX id and password to access ERMS.',
      "Visit Madison's web site to see what else we have to offer.",
      'The issue with the shared drive has been resolved, please contact IT ASAP if you have any problems.',
      'The team list is attached. Please give me a call if you have any questions.',
    ])
      expect(tasksOf({ subject: 'Notice', bodyText })).toEqual([]);
  });

  it('"Hey- are you feeling better today?" is asked without its greeting', () => {
    expect(tasksOf({ subject: 'Hi', bodyText: 'Hey- are you feeling better today?' }).map((t) => t.title)).toEqual([
      'Tell Nora whether you are feeling better today',
    ]);
  });
});

describe('warnings and pointers to a schedule', () => {
  it('"Do NOT open the email named ..." and "See the new schedule for November" ask nothing', () => {
    for (const bodyText of ['Do NOT open the email named LIFE STAGES TEXT, it carries a virus.', 'See the new schedule for november.'])
      expect(tasksOf({ subject: 'Notice', bodyText })).toEqual([]);
  });
});

describe('closers and pointers written the long way', () => {
  it('"should you have any questions", "refer to the clean documents" and "if you\'re ever in town" ask nothing', () => {
    for (const bodyText of [
      'Contact me at 713-646-6197 should you have any questions or concerns.',
      'Please refer to the clean documents.',
      "Great to see you last week. Get in touch if you're ever in town!",
    ])
      expect(tasksOf({ subject: 'Notes', bodyText })).toEqual([]);
  });

  it('a title cut at "although" or after its conjunction, and "come back to me", read as meant', () => {
    expect(
      tasksOf({
        subject: 'Draft amendments',
        bodyText: 'Sam, please let me have your thoughts, although today is probably not a day to do business on the Hill.',
      }).map((t) => t.title),
    ).toEqual(['Let Nora have your thoughts on the Draft amendments']);
    expect(tasksOf({ subject: 'ISDA', bodyText: 'Sam, could you come back to me directly on this?' }).map((t) => t.title)).toEqual([
      'Reply to Nora on the ISDA',
    ]);
  });
});

describe('footers, asides in brackets and subjects cut short', () => {
  it("a company's privacy footer asks nothing; an ask and the same with its aside are one task", () => {
    expect(
      tasksOf({
        subject: 'Statement',
        bodyText:
          'Visit the American Express Privacy Statement at http://example.com to set, review, or change preferences regarding the e-mails you receive.',
      }),
    ).toEqual([]);
    // Preferences of another kind are still asked for.
    expect(
      tasksOf({ subject: 'Offsite dinner', bodyText: 'Please update your meal preferences in the sheet by Friday.' }).map((t) => t.title),
    ).toEqual(['Update your meal preferences in the sheet']);
    expect(
      tasksOf({
        subject: 'Letter of credit',
        bodyText:
          'Sam, can you see if we could raise the threshold for a Letter of Credit? (see message below) Please see if we could raise the threshold for a Letter of Credit.',
      }).map((t) => t.title),
    ).toHaveLength(1);
  });

  it('a subject cut to its first words does not end on "for"', () => {
    expect(
      tasksOf({
        subject: 'FW: Dominion prepay for City of Tallahassee deal for March 2002',
        bodyText: 'Sam, can you confirm this?',
      }).map((t) => t.title),
    ).toEqual(['Confirm the Dominion prepay for City of Tallahassee deal']);
  });
});
