import { describe, expect, it } from 'vitest';
import { withOutlookLink } from './process-service.js';

const email = (messageId: string, webLink: string | null) => ({ messageId, webLink }) as Parameters<typeof withOutlookLink>[1];

describe('withOutlookLink', () => {
  const webLink = 'https://outlook.office365.com/owa/?ItemID=AAMkAGI2THVSAAA%3D&exvsurl=1&viewmodel=ReadMessageItem';

  it("links Microsoft 365 mail with Graph's webLink, not a link built from the immutable id", () => {
    expect(withOutlookLink('Send the lease', email('AAkALgAAAAAAHYQDEapmEc2byACqAC-EWg0A', webLink))).toBe(
      `Send the lease\n\nOpen in Outlook: ${webLink}`,
    );
    expect(withOutlookLink('', email('AAkALg', webLink))).toBe(`Open in Outlook: ${webLink}`);
  });

  it('keeps the national cloud host Graph gave', () => {
    const us = 'https://outlook.office365.us/owa/?ItemID=AAMkAGI2&exvsurl=1&viewmodel=ReadMessageItem';
    expect(withOutlookLink('x', email('AAkALg', us))).toBe(`x\n\nOpen in Outlook: ${us}`);
  });

  it('leaves mail without a webLink alone (local mail)', () => {
    expect(withOutlookLink('Send the lease', email('local:abc', null))).toBe('Send the lease');
  });
});
