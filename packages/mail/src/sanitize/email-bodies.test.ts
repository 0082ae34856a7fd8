import { describe, expect, it } from 'vitest';
import { emailBodies } from './email-bodies.js';

describe('emailBodies', () => {
  it('sanitizes HTML and keeps the text part', () => {
    expect(emailBodies({ bodyHtml: '<p onclick="x()">Hi</p><script>x()</script>', bodyText: 'Hi\r\n' })).toEqual({
      html: '<p>Hi</p>',
      text: 'Hi',
    });
  });

  it('derives the text from the HTML when there is no text part', () => {
    expect(emailBodies({ bodyHtml: '<p>One</p><p>Two</p>', bodyText: null })).toEqual({ html: '<p>One</p><p>Two</p>', text: 'One\n\nTwo' });
  });

  it('gives null HTML for text-only mail and for HTML that sanitizes to nothing', () => {
    expect(emailBodies({ bodyHtml: null, bodyText: 'plain' })).toEqual({ html: null, text: 'plain' });
    expect(emailBodies({ bodyHtml: '<script>x()</script>', bodyText: '  ' })).toEqual({ html: null, text: null });
  });

  it('gives nulls for an empty message', () => {
    expect(emailBodies({ bodyHtml: null, bodyText: null })).toEqual({ html: null, text: null });
  });
});
