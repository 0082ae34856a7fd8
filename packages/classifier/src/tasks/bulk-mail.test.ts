import { describe, expect, it } from 'vitest';
import { email } from '../test-support/fixtures.js';
import { bulkKind, NO_REPLY_SENDER } from './bulk-mail.js';

describe('bulkKind', () => {
  it('reads list and autoresponder headers', () => {
    expect(bulkKind(email({ headers: { listId: '<weekly.pmtoday.example>' } }))).toBe('marketing');
    expect(bulkKind(email({ headers: { listUnsubscribe: '<mailto:leave@list.example>' } }))).toBe('marketing');
    expect(bulkKind(email({ headers: { precedence: 'bulk' } }))).toBe('marketing');
    expect(bulkKind(email({ headers: { autoSubmitted: 'auto-generated' } }))).toBe('automated');
    expect(bulkKind(email({ headers: { autoSubmitted: 'no', precedence: null } }))).toBeNull();
  });

  it('reads announcement senders and organisations writing without a person (Enron examples)', () => {
    expect(bulkKind(email({ fromAddress: 'no.address@enron.com', fromName: 'Enron Announcements' }))).toBe('marketing');
    expect(bulkKind(email({ fromAddress: 'infrastructure.ubsw@enron.com', fromName: 'UBSW Energy Global Infrastructure' }))).toBe(
      'marketing',
    );
    expect(bulkKind(email({ fromAddress: 'sap_security@enron.com', fromName: null }))).toBe('automated');
    // dean-c/inbox/21.: the legal department's announcement of the FBI investigation.
    expect(bulkKind(email({ fromAddress: 'jr..legal@enron.com', fromName: 'Legal - James Derrick Jr.' }))).toBe('marketing');
    expect(bulkKind(email({ fromAddress: 'kate.symes@enron.com', fromName: 'Kate Symes' }))).toBeNull();
  });

  it('knows senders that do not read replies', () => {
    expect(NO_REPLY_SENDER.test('no-reply@spendwise.example')).toBe(true);
    expect(NO_REPLY_SENDER.test('no.address@enron.com')).toBe(true);
    expect(NO_REPLY_SENDER.test('hannah.brooks@ledgerwise.example')).toBe(false);
  });
});
