import { describe, expect, it } from 'vitest';
import { ageLabel, peopleLabel, tomorrow } from './followup-labels';

describe('follow-up labels', () => {
  it('ages read as working days', () => {
    expect(ageLabel(0)).toBe('today');
    expect(ageLabel(1)).toBe('1 working day');
    expect(ageLabel(4)).toBe('4 working days');
  });

  it('people by name, addresses where there is none, long lists shortened', () => {
    expect(
      peopleLabel({
        people: [
          { name: 'Ann Lee', address: 'ann@x.com' },
          { name: null, address: 'bob@x.com' },
        ],
      }),
    ).toBe('Ann Lee, bob@x.com');
    expect(peopleLabel({ people: ['a', 'b', 'c', 'd'].map((n) => ({ name: n, address: `${n}@x.com` })) })).toBe('a, b and 2 more');
  });

  it('the earliest reminder day is tomorrow, across a month end', () => {
    expect(tomorrow(new Date(2026, 0, 31, 23, 0))).toBe('2026-02-01');
  });
});
