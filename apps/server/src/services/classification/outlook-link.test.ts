import { describe, expect, it } from 'vitest';
import { withOutlookLink } from './process-service.js';

const email = (messageId: string) => ({ messageId }) as Parameters<typeof withOutlookLink>[1];

describe('withOutlookLink', () => {
  it('links Microsoft 365 mail to Outlook on the web', () => {
    expect(withOutlookLink('Send the lease', email('AAMkAD/x+y='))).toBe(
      'Send the lease\n\nOpen in Outlook: https://outlook.office.com/mail/deeplink/read/AAMkAD%2Fx%2By%3D',
    );
    expect(withOutlookLink('', email('AAMk'))).toBe('Open in Outlook: https://outlook.office.com/mail/deeplink/read/AAMk');
  });

  it('leaves local mail alone', () => {
    expect(withOutlookLink('Send the lease', email('local:abc'))).toBe('Send the lease');
  });
});
