import { describe, expect, it } from 'vitest';
import { filterEmails } from './email-search';
import { makeEmail } from '@/test/email-fixtures';

describe("'/' search over the loaded emails", () => {
  const emails = [
    makeEmail({ id: 'a', subject: 'Lease renewal for Suite 1400', from: 'Priya <priya@calder.example>' }),
    makeEmail({ id: 'b', subject: 'Elevator outage', preview: 'Car 2 is down', from: 'ops@tower.example' }),
  ];
  it('matches every word in sender, subject, preview or project, ignoring case', () => {
    expect(filterEmails(emails, 'LEASE suite').map((e) => e.id)).toEqual(['a']);
    expect(filterEmails(emails, 'car down').map((e) => e.id)).toEqual(['b']);
    expect(filterEmails(emails, 'calder').map((e) => e.id)).toEqual(['a']);
    expect(filterEmails(emails, 'harbour tower').map((e) => e.id)).toEqual(['a', 'b']);
    expect(filterEmails(emails, 'lease car')).toEqual([]);
    expect(filterEmails(emails, '  ')).toHaveLength(2);
  });
});
