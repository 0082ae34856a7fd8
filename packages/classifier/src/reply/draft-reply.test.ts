import { describe, expect, it } from 'vitest';
import { extractTasks } from '../tasks/extract-tasks.js';
import { email } from '../test-support/fixtures.js';
import { draftReply } from './draft-reply.js';

const draft = (over = {}, userName: string | null = 'Sam Reed') => {
  const e = email(over);
  return draftReply(e, extractTasks(e), { userName });
};

describe('draftReply', () => {
  it('greets by first name, commits to each request with its date, and signs', () => {
    const reply = draft({
      id: 'fixed-1',
      fromName: 'Lee, Ann',
      bodyText: 'Could you send me the signed lease by Friday? Please call the surveyor.',
    });
    expect(reply).toMatch(/^(Hi|Hello) Ann,\n\n/);
    expect(reply).toMatch(/send you the signed lease by Friday, May 10\./);
    expect(reply).toMatch(/call the surveyor\./);
    expect(reply).not.toMatch(/"/);
    expect(reply).toMatch(/\n\n(Best regards|Kind regards|Best),\nSam Reed$/);
  });

  it('answers each of several questions on a line of its own', () => {
    const reply = draft({
      subject: 'Questions on the Q3 report',
      bodyText: 'A few questions:\n- Are the contractor costs in opex or capex?\n- Does the price include installation?\n\nThanks',
    });
    expect(reply).toMatch(
      /On your questions:\n- Whether the contractor costs are in opex or capex: \[your answer\]\n- Whether the price includes installation: \[your answer\]/,
    );
  });

  it("promises in the owner's own voice", () => {
    const reply = draft({ bodyText: 'Could you share your feedback on the candidate you interviewed yesterday? We decide on Friday.' });
    expect(reply).toMatch(/share my feedback on the candidate I interviewed yesterday/);
  });

  it('leaves a marked blank where only the owner knows the answer, and acknowledges mail that asks nothing', () => {
    expect(draft({ bodyText: 'Are you free on Thursday?' })).toMatch(/Whether I am free on Thursday: \[your answer\]/);
    expect(draft({ bodyText: 'Are you free on Thursday?' })).not.toMatch(/"/);
    const ack = draft({ bodyText: 'The report is attached. Sales were up 4%.' });
    expect(ack).toMatch(/Thanks for the update; noted\.|Thank you for letting me know\.|I have noted it\./);
    expect(ack.split('\n').length).toBeLessThanOrEqual(6);
  });

  it("falls back to 'Hi,' without a usable name and signs without a user name", () => {
    const reply = draft({ fromName: null, fromAddress: 'ops@corp.com', bodyText: 'Noted.' }, null);
    expect(reply).toMatch(/^(Hi|Hello),\n/);
    expect(reply).toMatch(/(Best regards|Kind regards|Best),$/);
    expect(draft({ fromName: null, fromAddress: 'ann.lee@corp.com' })).toMatch(/^(Hi|Hello) Ann,/);
  });

  it('greets a shared mailbox without a name taken from the organisation (demo: Summit IT Security <security@...>)', () => {
    const unsigned = { bodyText: 'Hello,\n\nThree accounts have not enrolled yet.\n\nSummit IT Security Team' };
    expect(draft({ fromName: 'Summit IT Security', fromAddress: 'security@summitit.example', ...unsigned })).toMatch(/^(Hi|Hello),\n/);
    expect(draft({ fromName: 'Ann Lee', fromAddress: 'appointments@brightsmile.example', ...unsigned })).toMatch(/^(Hi|Hello),\n/);
    expect(draft({ fromName: 'Ann Lee', fromAddress: 'ann@brightsmile.example' })).toMatch(/^(Hi|Hello) Ann,/);
  });

  it('greets the person who signed a message from a shared mailbox', () => {
    const signed = { fromName: 'Support', fromAddress: 'support@vendor.example', subject: 'Re: [Case 4410] Sync stops' };
    expect(draft({ ...signed, bodyText: 'Hi Sam,\n\nThe fix is live.\n\nBest,\nKim\nVendor Support' })).toMatch(/^(Hi|Hello) Kim,/);
  });

  it('is deterministic per email and varies its wording across emails', () => {
    expect(draft({ id: 'same' })).toBe(draft({ id: 'same' }));
    const openings = new Set(Array.from({ length: 20 }, (_, i) => draft({ id: `v${i}` }).split('\n')[2]));
    expect(openings.size).toBeGreaterThan(1);
  });

  it('lists three or more commitments', () => {
    const reply = draft({ bodyText: 'Please review the budget. Please sign the lease. Please call the surveyor.' });
    expect(reply.match(/^- /gm)).toHaveLength(3);
  });
});
