import { describe, expect, it } from 'vitest';
import { email } from '../test-support/fixtures.js';
import { extractTasks } from './extract-tasks.js';

const staff = Array.from({ length: 20 }, (_, i) => ({ name: `Staff ${i}`, address: `staff${i}@acme.com` }));
const owner = { ownerAddresses: ['sam.reed@acme.com'], ownerName: 'Sam Reed' };
const toAll = (bodyText: string, over = {}) =>
  email({
    fromName: 'Julie Clyatt',
    fromAddress: 'julie.clyatt@acme.com',
    to: [...staff, { name: 'Sam Reed', address: 'sam.reed@acme.com' }],
    bodyText,
    ...over,
  });

describe('instructions an organisation gives all its staff', () => {
  it('gives the owner a task for a required step with a deadline, however many others it went to (dean-c/inbox/8)', () => {
    const mail = toAll(
      'Please review the protocol carefully.  Then, complete the attached Certification and return it, with attachments, to Linda Guinn at EB 3829a no later than May 13.\n\nQuestions about this matter may be directed to Michelle Cash.',
    );
    expect(extractTasks(mail, owner).map((t) => [t.title, t.dueDate])).toEqual([
      ['Complete the attached Certification and return it, with attachments, to Linda Guinn at EB 3829a', '2024-05-13'],
    ]);
  });

  it('leaves optional calls to action, steps without a deadline and outside senders out', () => {
    expect(extractTasks(toAll('Please register by Friday if you are interested in the golf day.'), owner)).toEqual([]);
    expect(extractTasks(toAll('Please review the protocol carefully.'), owner)).toEqual([]);
    expect(
      extractTasks(toAll('Please complete the certification no later than May 13.', { fromAddress: 'julie@vendor.com' }), owner),
    ).toEqual([]);
  });

  it('a copied owner is not instructed', () => {
    const copied = toAll('Please complete the certification no later than May 13.', {
      to: staff,
      cc: [{ name: 'Sam Reed', address: 'sam.reed@acme.com' }],
    });
    expect(extractTasks(copied, owner)).toEqual([]);
  });

  it("reads a department's own announcement to staff for its instructions, not a list's (dean-c/inbox/15)", () => {
    const it_ = {
      fromName: 'IT Infrastructure',
      fromAddress: 'infrastructure@acme.com',
      to: [{ name: 'All Staff', address: 'all.staff@acme.com' }],
      bodyText:
        'Please be aware that IT will begin migrations this evening.  Please log off of your machines tonight.\n\nIf you have any questions, please call 3-1411.',
    };
    expect(extractTasks(email(it_), owner).map((t) => [t.title, t.dueDate])).toEqual([['Log off of your machines', '2024-05-08']]);
    expect(extractTasks(email({ ...it_, headers: { listId: '<staff.acme.com>' } }), owner)).toEqual([]);
    expect(extractTasks(email({ ...it_, bodyText: 'Our new intranet is live. Visit it tonight!' }), owner)).toEqual([]);
  });
});
