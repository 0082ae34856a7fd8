import { escapeHtml } from './html-text.js';
import type { GraphMessage } from './types.js';

/**
 * The reply body Exchange builds from POST /reply's `comment`: for an HTML original the comment
 * is inserted AS HTML above the quoted original (so plain-text line breaks collapse and markup
 * characters are markup), for a text original it is inserted as text.
 */
export function renderReply(original: GraphMessage, comment: string): { contentType: 'html' | 'text'; content: string } {
  const from = original.from?.emailAddress;
  const header = {
    from: `${from?.name ?? ''} <${from?.address ?? ''}>`,
    sent: new Date(original.sentDateTime ?? original.receivedDateTime).toUTCString(),
    subject: original.subject ?? '',
  };
  if (original.body?.contentType === 'html') {
    return {
      contentType: 'html',
      content:
        '<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head><body>' +
        `<div dir="ltr">${comment}</div><hr style="display:inline-block;width:98%"><div id="divRplyFwdMsg" dir="ltr">` +
        `<b>From:</b> ${escapeHtml(header.from)}<br><b>Sent:</b> ${escapeHtml(header.sent)}<br><b>Subject:</b> ${escapeHtml(header.subject)}</div>` +
        `<div>${original.body.content ?? ''}</div></body></html>`,
    };
  }
  return {
    contentType: 'text',
    content: `${comment}\r\n\r\n________________________________\r\nFrom: ${header.from}\r\nSent: ${header.sent}\r\nSubject: ${header.subject}\r\n\r\n${original.body?.content ?? ''}`,
  };
}
