import { htmlToText } from './html-to-text.js';
import { sanitizeEmailHtml } from './sanitize-email-html.js';

export type EmailBodies = {
  /** Sanitized HTML, or null when the message has no (usable) HTML body. */
  html: string | null;
  /** Plain text: the text part when the message has one, else the HTML converted to text. */
  text: string | null;
};

/** What the server stores for a message: the HTML made safe, and a text version for search, preview and the classifier. */
export function emailBodies(msg: { bodyHtml: string | null; bodyText: string | null }): EmailBodies {
  const html = msg.bodyHtml?.trim() ? sanitizeEmailHtml(msg.bodyHtml) : '';
  let text = msg.bodyText?.trim() ? msg.bodyText.replace(/\r\n?/g, '\n').trim() : '';
  // htmlToText filters on its own (script/style text skipped, only http/https/mailto links kept),
  // so it can read the original markup, which still has every image's alt text.
  if (!text && msg.bodyHtml) text = htmlToText(msg.bodyHtml);
  return { html: html || null, text: text || null };
}
