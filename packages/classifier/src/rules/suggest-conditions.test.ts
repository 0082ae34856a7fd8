import { describe, expect, it } from 'vitest';
import { email } from '../test-support/fixtures.js';
import { suggestRuleConditions } from './suggest-conditions.js';

describe('suggestRuleConditions', () => {
  it('proposes senders, domains and subject words shared by the examples and rare elsewhere', () => {
    const examples = [
      email({ fromAddress: 'ann@acme.com', subject: 'Harbour Tower snag list' }),
      email({ fromAddress: 'ann@acme.com', subject: 'Re: Harbour Tower invoice' }),
      email({ fromAddress: 'bob@acme.com', subject: 'Harbour crane slot' }),
    ];
    const others = [
      email({ fromAddress: 'kim@gmail.com', subject: 'Lunch invoice' }),
      email({ fromAddress: 'ann@acme.com', subject: 'Holiday' }),
    ];
    const s = suggestRuleConditions(examples, others);
    // ann@acme.com and acme.com also sent a non-example, so they fall under 0.8 precision.
    expect(s.senderIncludes).toEqual([]);
    expect(s.domainMatches).toEqual([]);
    expect(s.subjectIncludes.map((x) => x.value)).toEqual(['harbour', 'tower']);
    expect(suggestRuleConditions(examples).senderIncludes[0]).toEqual({ value: 'ann@acme.com', coverage: 0.67, precision: 1 });
  });

  it('never proposes a free-mail domain and handles no examples', () => {
    const examples = [email({ fromAddress: 'a@gmail.com' }), email({ fromAddress: 'b@gmail.com' })];
    expect(suggestRuleConditions(examples).domainMatches).toEqual([]);
    expect(suggestRuleConditions([])).toEqual({ senderIncludes: [], domainMatches: [], subjectIncludes: [] });
  });
});
