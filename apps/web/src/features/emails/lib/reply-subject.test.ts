import { describe, expect, it } from 'vitest';
import { replySubject } from './reply-subject';

describe("reply subject 'Re: ' rule", () => {
  it('adds Re: once', () => {
    expect(replySubject('Lease renewal')).toBe('Re: Lease renewal');
    expect(replySubject('Re: Lease renewal')).toBe('Re: Lease renewal');
    expect(replySubject('RE: URGENT: Elevator')).toBe('RE: URGENT: Elevator');
    expect(replySubject('  re: spaced ')).toBe('re: spaced');
  });
  it('handles a missing subject', () => {
    expect(replySubject(null)).toBe('Re: ');
    expect(replySubject('Regarding the lease')).toBe('Re: Regarding the lease');
  });
});
