import { afterEach, describe, expect, it, vi } from 'vitest';
import { domainMatches, matchConditions, matchRules, parseSender, REGEX_BUDGET_MS, safeRegexTest } from './rule-matcher.js';

const email = (over: Partial<{ from: string; subject: string; body: string }> = {}) => ({
  from: 'Ann Lee <ann@mail.acme.com>',
  subject: 'Invoice #42 for Harbour Tower',
  body: 'Please pay invoice 42 by Friday.',
  ...over,
});

describe('parseSender', () => {
  it('splits name and address, lowercasing the address and domain', () => {
    expect(parseSender('Ann Lee <Ann@Mail.ACME.com>')).toEqual({ name: 'Ann Lee', address: 'ann@mail.acme.com', domain: 'mail.acme.com' });
    expect(parseSender('"Lee, Ann" <ann@acme.com>')).toMatchObject({ name: 'Lee, Ann', domain: 'acme.com' });
  });

  it('takes a bare address or a bare name', () => {
    expect(parseSender(' bob@acme.com ')).toEqual({ name: '', address: 'bob@acme.com', domain: 'acme.com' });
    expect(parseSender('Bob')).toEqual({ name: 'Bob', address: '', domain: '' });
    expect(parseSender('')).toEqual({ name: '', address: '', domain: '' });
  });
});

describe('domainMatches', () => {
  it('matches the domain itself and its subdomains, ignoring a leading @ and case', () => {
    expect(domainMatches('acme.com', 'acme.com')).toBe(true);
    expect(domainMatches('mail.acme.com', '@ACME.com')).toBe(true);
    expect(domainMatches('notacme.com', 'acme.com')).toBe(false);
    expect(domainMatches('acme.com.evil.io', 'acme.com')).toBe(false);
    expect(domainMatches('acme.com', '')).toBe(false);
    expect(domainMatches('', 'acme.com')).toBe(false);
  });
});

describe('matchConditions', () => {
  it('ORs the conditions and reports every one that holds, case-insensitively', () => {
    const reasons = matchConditions(
      {
        senderIncludes: ['ANN', 'zed'],
        domainMatches: ['acme.com'],
        subjectIncludes: ['invoice'],
        bodyIncludes: ['FRIDAY'],
        bodyRegex: 'invoice\\s+\\d+',
      },
      email(),
    );
    expect(reasons).toEqual([
      'sender contains "ANN"',
      'domain matches "acme.com"',
      'subject contains "invoice"',
      'body contains "FRIDAY"',
      'body matches /invoice\\s+\\d+/',
    ]);
  });

  it('matches the sender by name or address', () => {
    expect(matchConditions({ senderIncludes: ['lee'] }, email())).toEqual(['sender contains "lee"']);
    expect(matchConditions({ senderIncludes: ['acme.com'] }, email())).toEqual(['sender contains "acme.com"']);
  });

  it('one condition is enough', () => {
    expect(matchConditions({ subjectIncludes: ['nothing'], bodyIncludes: ['pay'] }, email())).toEqual(['body contains "pay"']);
  });

  it('does not match when nothing holds, or when there are no conditions', () => {
    expect(matchConditions({ subjectIncludes: ['lunch'], domainMatches: ['other.org'] }, email())).toEqual([]);
    expect(matchConditions({}, email())).toEqual([]);
    expect(matchConditions({ senderIncludes: ['  ', ''], bodyRegex: '   ' }, email())).toEqual([]);
  });

  it('only looks at the first 10000 characters of the body', () => {
    const body = `${'x'.repeat(10_000)}needle`;
    expect(matchConditions({ bodyIncludes: ['needle'] }, email({ body }))).toEqual([]);
    expect(matchConditions({ bodyRegex: 'needle' }, email({ body }))).toEqual([]);
  });
});

describe('safeRegexTest', () => {
  it('is case-insensitive and never throws', () => {
    expect(safeRegexTest('HELLO', 'hello there')).toBe(true);
    expect(safeRegexTest('a(b', 'a(b')).toBe(false);
  });

  it('answers a catastrophic pattern (linear-time engine) and keeps working', () => {
    expect(safeRegexTest('(a+)+b', `${'a'.repeat(10_000)}!`)).toBe(false);
    expect(safeRegexTest('(a+)+b', 'aaab')).toBe(true);
    expect(safeRegexTest('inv-\\d{4}', 'pay INV-0042')).toBe(true);
  });

  it('never runs a pattern RE2 refuses (stored before such patterns were refused) on V8', () => {
    expect(safeRegexTest('(ab)\\1', 'xxababyy')).toBe(false);
    expect(safeRegexTest('(?<=inv-)\\d+', 'INV-7')).toBe(false);
    expect(safeRegexTest('^(a+)+\\1$', `${'a'.repeat(10_000)}!`)).toBe(false);
  });
});

describe('regex budget per email', () => {
  afterEach(() => vi.restoreAllMocks());

  it('skips the remaining regex conditions of an email once its regex time is spent', () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += REGEX_BUDGET_MS / 2));
    const rules = Array.from({ length: 40 }, (_, i) => ({ order: i, id: String(i), if: { bodyRegex: 'invoice' } }));
    const mail = email();
    expect(matchRules(rules, mail)).toHaveLength(2);
    // Another email has its own budget.
    expect(matchRules(rules, email())).toHaveLength(2);
  });
});

describe('matchRules', () => {
  it('returns matches in rule order whatever order they come in', () => {
    const rules = [
      { order: 3, id: 'c', if: { subjectIncludes: ['invoice'] } },
      { order: 1, id: 'a', if: { domainMatches: ['acme.com'] } },
      { order: 2, id: 'b', if: { subjectIncludes: ['lunch'] } },
    ];
    const matches = matchRules(rules, email());
    expect(matches.map((m) => m.rule.id)).toEqual(['a', 'c']);
    expect(matches[0]!.reasons).toEqual(['domain matches "acme.com"']);
  });
});
