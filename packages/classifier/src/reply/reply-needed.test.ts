import { describe, expect, it } from 'vitest';
import { classify } from '../classify/classify.js';
import { context, email } from '../test-support/fixtures.js';

const ctx = context({ ownerAddresses: ['sam@triage.test'], userName: 'Sam Reed' });
const decide = (over: Parameters<typeof email>[0]) => {
  const r = classify(email(over), ctx);
  return { needed: r.replyNeeded, reason: r.replyReason, reply: r.replyEmail };
};

describe('replyNeeded', () => {
  it('is needed when the owner is asked something answered by email, with a reason naming it', () => {
    const r = decide({ bodyText: 'Hi Sam,\n\nCould you send me the signed lease by Friday?\n\nAnn' });
    expect(r).toMatchObject({ needed: true, reason: 'Asks you to send Ann the signed lease' });
    expect(r.reply).toMatch(/send you the signed lease by Friday, May 10\.\n\n.*\nSam Reed$/s);
    expect(decide({ bodyText: 'Where do the discussions with FCE stand?' }).needed).toBe(true);
  });

  it('is not needed for newsletters, no-reply senders, copies, lists and mail that asks nothing', () => {
    expect(decide({ bodyText: 'Read more. Unsubscribe here.' })).toMatchObject({ needed: false, reason: 'Newsletter or bulk mail' });
    expect(decide({ fromAddress: 'no-reply@meetspace.example', bodyText: 'Your cloud recording is ready.' })).toMatchObject({
      needed: false,
      reason: 'Sender does not read replies',
    });
    const copied = { to: [{ name: 'Tom', address: 'tom@quaysideps.example' }], cc: [{ name: 'Sam', address: 'sam@triage.test' }] };
    expect(decide({ ...copied, bodyText: 'Tom, can you send me the PO number today?' })).toMatchObject({
      needed: false,
      reason: 'You are copied',
    });
    expect(
      decide({ to: [{ name: null, address: 'all.staff@corp.example' }], bodyText: 'Can everyone update their timesheets?' }).reason,
    ).toBe('Sent to a list');
    expect(decide({ bodyText: 'The report is attached. Sales were up 4%.' })).toMatchObject({
      needed: false,
      reason: 'For your information',
    });
  });

  it('an invitation asked outright ("can you make it?") wants an answer, also in lower case', () => {
    const r = decide({
      subject: 'dinner saturday',
      bodyText: "hi!! we're doing dinner at ours on saturday around 7, would love for you to come. can you make it?",
    });
    expect(r).toMatchObject({ needed: true, reason: 'Asks whether you can attend' });
    expect(r.reply).toMatch(/I'll be at the dinner on Saturday, May 11\./);
    expect(decide({ bodyText: 'are you free for lunch tomorrow at 12:30? let me know' }).needed).toBe(true);
  });

  it('a form to sign, a file to upload or a slip to return is done where it is asked, not answered by email', () => {
    expect(decide({ bodyText: 'Please sign the borrower certification in DocuSign by Friday.' })).toMatchObject({ needed: false });
    expect(decide({ bodyText: 'Could you upload the board minutes to the audit portal by Friday?' })).toMatchObject({ needed: false });
    expect(decide({ bodyText: 'Please return the signed permission slip by Friday.' })).toMatchObject({ needed: false });
    expect(decide({ bodyText: 'Could you sign off on the revised budget by Friday?' })).toMatchObject({ needed: true });
  });

  it('a question put to another recipient is theirs to answer, though the owner is named beside it', () => {
    const copied = { to: [{ name: 'Bob Hill', address: 'bob@acme.com' }], cc: [{ name: 'Sam', address: 'sam@triage.test' }] };
    expect(decide({ ...copied, bodyText: 'Bob, can you book the venue for the offsite by Friday? Sam, FYI.' })).toMatchObject({
      needed: false,
    });
  });

  it("work to deliver to someone else needs no reply to the sender; comments sent back to the sender's side do", () => {
    expect(decide({ bodyText: 'Could you prepare a draft of the supply agreement and send it to Claire Neri at UGI?' })).toMatchObject({
      needed: false,
    });
    expect(decide({ bodyText: 'Please review the attached guaranty and send any comments back to Veronica.' })).toMatchObject({
      needed: true,
    });
  });

  it('wonder is no question to answer', () => {
    expect(decide({ bodyText: 'Can you believe it? We closed the deal!' })).toMatchObject({ needed: false });
  });

  it('a call to make is a task answered by phone, not by email', () => {
    const r = decide({
      bodyText: "I forgot to give you Ivy's number.  Call her at 203-944-7020 and she will walk you through the capacity release process.",
    });
    expect(r.needed).toBe(false);
  });

  it('a document sent to read is a task without a reply; one sent for comments needs the reply', () => {
    // enron-foldering-dev/hyvl-d/gas/gtcs/1.
    const details = classify(
      email({
        bodyText:
          'Dan,\n\nPlease find below details of Phy Gas deals with GTC agreements:\n\nDeal Date: 4/12/01\n\nPlease let me know if you need any more details.\n\nRichard',
      }),
      ctx,
    );
    expect(details.proposedTasks.map((t) => t.title)).toEqual(['Review the details of Phy Gas deals with GTC agreements']);
    expect(details.replyNeeded).toBe(false);
    const draft = classify(email({ bodyText: 'Attached is a redlined draft of the CA. I would welcome your comments.' }), ctx);
    expect(draft.proposedTasks[0]!.title).toBe('Review the redlined draft of the CA and send Ann comments');
    expect(draft.replyNeeded).toBe(true);
  });

  it('still drafts a reply when none is needed, and never quotes the email', () => {
    const r = decide({ bodyText: 'The report is attached. Sales were up 4%.' });
    expect(r.reply.length).toBeGreaterThan(0);
    expect(r.reply).not.toMatch(/"/);
  });
});

describe('a draft circulated to a team for comments', () => {
  // enron-foldering-dev/rogers-b/genco_jv_ipo/112. and mann-k/westinghouse/1.: the deal team's list, owner among them.
  const team = Array.from({ length: 16 }, (_, i) => ({ name: `Member ${i}`, address: `member${i}@acme.com` }));
  const circulated = (over: Parameters<typeof email>[0]) =>
    classify(email({ fromName: 'Ron Coker', fromAddress: 'ron@acme.com', ...over }), ctx);

  it('asks each member on the To line for comments, who answers them', () => {
    const r = circulated({
      to: [...team, { name: 'Sam Reed', address: 'sam@triage.test' }],
      bodyText:
        "Attached is a redlined draft of the IM.  If we're not done, we're very close.\n\nProvide me any comments ASAP.\n\nShould you have any questions, please call.",
    });
    expect(r.proposedTasks.map((t) => t.title)).toEqual(['Review the redlined draft of the IM and send Ron comments']);
    expect(r.replyNeeded).toBe(true);
    const list = circulated({
      to: [{ name: null, address: 'deal.team@acme.com' }, ...team.slice(0, 7)],
      bodyText:
        "everyone - greetings.\n\nthe attached letters are drafts for your review and comment.  we'll clean up the transmittal with letterhead at time of sending.\n\nplz respond with comments asap.",
    });
    expect(list.proposedTasks.map((t) => t.title)).toEqual(['Review the draft letters and send Ron comments']);
  });

  it('does not ask a copied owner, nor a list that is only told about a draft', () => {
    const copied = circulated({
      to: team,
      cc: [{ name: 'Sam Reed', address: 'sam@triage.test' }],
      bodyText: 'Attached is a redlined draft of the IM.\n\nProvide me any comments ASAP.',
    });
    expect(copied.proposedTasks).toEqual([]);
    expect(copied.replyNeeded).toBe(false);
    const told = circulated({
      to: [...team, { name: 'Sam Reed', address: 'sam@triage.test' }],
      bodyText: 'Attached is a redlined draft of the IM.\n\nPlease call me if you have any questions.',
    });
    expect(told.proposedTasks).toEqual([]);
  });
});
