import { describe, expect, it } from 'vitest';
import { email } from '../test-support/fixtures.js';
import { addressees, audienceOf } from './audience.js';
import { addressesOwner, notForOwner } from './owner-filter.js';

const owner = ['kay.mann@enron.com'];

describe('audienceOf', () => {
  it('tells To from Cc from a list the owner is not on, and knows nothing without owner addresses', () => {
    const to = email({ to: [{ name: 'Kay Mann', address: 'kay.mann@enron.com' }] });
    expect(audienceOf(to, owner, 'Kay Mann').role).toBe('to');
    const cc = email({
      to: [{ name: 'Derek Osei', address: 'derek.osei@pembertonhale.example' }],
      cc: [{ name: null, address: 'kay.mann@enron.com' }],
    });
    expect(audienceOf(cc, owner, null)).toMatchObject({ role: 'cc', recipients: 2, ownerNames: ['kay'], otherNames: ['derek'] });
    const list = email({ to: [{ name: null, address: 'shift.dl-portland@enron.com' }] });
    expect(audienceOf(list, owner, null).role).toBe('absent');
    expect(audienceOf(to, [], null).role).toBe('unknown');
    // No recipients at all, the owner known: an undisclosed list (Bcc), as company announcements go out.
    expect(audienceOf(email({ to: [], cc: [] }), owner, null)).toMatchObject({ role: 'absent', recipients: 0 });
  });

  it('knows an alias with a middle initial as the same mailbox (dan.j.hyvl@ is dan.hyvl@)', () => {
    const mail = email({
      to: [
        { name: null, address: 'voinorml@bp.com' },
        { name: null, address: 'dan.j.hyvl@enron.com' },
      ],
    });
    expect(audienceOf(mail, ['dan.hyvl@enron.com'], null).role).toBe('to');
    expect(audienceOf(mail, ['dan.smith@enron.com'], null).role).toBe('absent');
  });

  it('knows the owner by a short form of the first name (benjamin.rogers@ is "Ben:", rogers-b/genco_jv_ipo/57)', () => {
    const mail = email({ to: [{ name: null, address: 'benjamin.rogers@enron.com' }] });
    const audience = audienceOf(mail, ['benjamin.rogers@enron.com'], 'Benjamin Rogers');
    expect(audience.ownerNames).toContain('ben');
    const ask = 'Ben: since Don, Jinsung and Clement are out can you provide us any of the referenced info needed for GENCO?';
    expect(notForOwner(ask, audience)).toBeNull();
    expect(notForOwner('Mike, can you provide the info?', audience)).toBe('addressed to mike');
  });
});

describe('addressees', () => {
  it('reads the names a sentence opens with', () => {
    expect(addressees('Derek, could you send the trial balance by Friday?')).toEqual(['derek']);
    expect(addressees('Ann and Bob - can you both join?')).toEqual(['ann', 'bob']);
    expect(addressees('Please send the trial balance.')).toEqual([]);
    expect(addressees('Also, please send it.')).toEqual([]);
  });
});

describe('notForOwner', () => {
  const kay = audienceOf(
    email({
      to: [
        { name: 'Kay Mann', address: 'kay.mann@enron.com' },
        { name: 'Stephen Thome', address: 'stephen.thome@enron.com' },
      ],
    }),
    owner,
    'Kay Mann',
  );

  it("drops requests to another recipient, asks to tell the owner, and the sender's own next steps", () => {
    expect(notForOwner('Stephen, please send Kay the latest draft of the exhibits.', kay)).toBe('addressed to stephen');
    expect(notForOwner('Let Kay know ASAP if the numbers change.', kay)).toBe('asks someone else to tell the owner');
    // From the demo's audit thread: the sender's own step, not the reader's.
    expect(notForOwner("I'll chase items 10 and 12 with the insurance broker and the lawyers.", kay)).toBe("the sender's own next step");
    expect(notForOwner('Kay, could you review the draft by Friday?', kay)).toBeNull();
    expect(notForOwner('Could you review the draft by Friday?', kay)).toBeNull();
  });

  it('knows when a sentence speaks to the owner by name', () => {
    expect(addressesOwner('Kay, could you review the draft by Friday?', kay)).toBe(true);
    expect(addressesOwner('Could you review this, Kay?', kay)).toBe(true);
    expect(addressesOwner('Could you review the draft by Friday?', kay)).toBe(false);
  });
});
