import { describe, expect, it } from 'vitest';
import { emailBody, emailPreview, emailSender, isNoReplyAddress } from './email-display.js';

describe('email display fallbacks', () => {
  it('previews with the preview, else 200 characters of the body and an ellipsis, else a placeholder', () => {
    expect(emailPreview('Hello', 'body')).toBe('Hello');
    expect(emailPreview('', 'short body')).toBe('short body');
    const long = 'x'.repeat(250);
    expect(emailPreview(null, long)).toBe(`${'x'.repeat(200)}...`);
    expect(emailPreview(null, '  ')).toBe('No preview available');
    // 250 characters of two UTF-16 units each: cut after 200 characters, never inside one.
    expect(emailPreview(null, '😀'.repeat(250))).toBe(`${'😀'.repeat(200)}...`);
    expect(emailPreview(null, '😀'.repeat(150))).toBe('😀'.repeat(150));
  });

  it('shows the body, else the preview, else a placeholder', () => {
    expect(emailBody('b', 'p')).toBe('b');
    expect(emailBody('', 'p')).toBe('p');
    expect(emailBody(null, null)).toBe('No content available');
  });

  it('names the sender', () => {
    expect(emailSender('Ann Lee', 'ann@acme.com')).toBe('Ann Lee <ann@acme.com>');
    expect(emailSender(null, 'ann@acme.com')).toBe('ann@acme.com');
    expect(emailSender('Ann', null)).toBe('Unknown Sender');
    expect(emailSender(null, null)).toBe('Unknown Sender');
  });
});

describe('isNoReplyAddress', () => {
  it.each([
    'no-reply@accounts.example',
    'noreply@github.com',
    'do_not_reply@bank.example',
    'DoNotReply@x.example',
    'mailer-daemon@mx.example',
    'noreply+alerts@x.example',
  ])('%s does not read replies', (address) => expect(isNoReplyAddress(address)).toBe(true));
  it.each(['nora@x.example', 'replies@x.example', 'ann.noreply.lee@x.example', null, ''])('%s is a person or unknown', (address) => {
    expect(isNoReplyAddress(address)).toBe(false);
  });
});
