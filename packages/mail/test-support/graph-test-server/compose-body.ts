import { CLOSINGS, GREETINGS } from './corpus.js';
import { escapeHtml } from './html-text.js';
import type { Rng } from './prng.js';

type Addr = { name: string; address: string };
export type BodyParts = { paragraphs: string[]; sender: Addr; quoted?: { from: Addr; sentAt: string; text: string } };

/**
 * A small share of real-world mail carries hostile markup (phishing, broken senders). It stays in
 * the generated mailbox on purpose so the server's sanitizer is exercised by sync tests too.
 */
const HOSTILE = [
  '<script>alert("x")</script>',
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(1)">Verify your account</a>',
  '<iframe src="https://evil.example/login"></iframe>',
  '<div style="background:url(javascript:alert(1))">Click</div>',
] as const;

export function composeText(rng: Rng, parts: BodyParts): string {
  const lines = [rng.pick(GREETINGS), '', ...parts.paragraphs.flatMap((p) => [p, '']), rng.pick(CLOSINGS), parts.sender.name];
  if (parts.quoted) {
    lines.push(
      '',
      '-----Original Message-----',
      `From: ${parts.quoted.from.name} <${parts.quoted.from.address}>`,
      `Sent: ${new Date(parts.quoted.sentAt).toUTCString()}`,
      '',
      ...parts.quoted.text.split(/\r?\n/).map((l) => `> ${l}`),
    );
  }
  return lines.join('\r\n');
}

export function composeHtml(rng: Rng, parts: BodyParts, options: { hostile: boolean }): string {
  const body: string[] = [`<p>${escapeHtml(rng.pick(GREETINGS))}</p>`];
  for (const p of parts.paragraphs) body.push(`<p>${escapeHtml(p)}</p>`);
  if (rng.chance(0.3)) body.push(`<p>Details are on <a href="https://fabrikam.com/docs/${rng.hex(8)}">the shared page</a>.</p>`);
  if (rng.chance(0.15))
    body.push(
      `<p><img src="cid:image00${rng.int(1, 9)}.png@01D9${rng.hex(4).toUpperCase()}.${rng.hex(8).toUpperCase()}" width="120" alt="logo"></p>`,
    );
  if (rng.chance(0.1)) {
    body.push(
      '<table border="1"><tr><th>Item</th><th>Amount</th></tr>' +
        `<tr><td>Line ${rng.int(1, 9)}</td><td>£${rng.int(10, 9000)}.00</td></tr></table>`,
    );
  }
  if (options.hostile) body.push(rng.pick(HOSTILE));
  body.push(`<p>${escapeHtml(rng.pick(CLOSINGS))}<br>${escapeHtml(parts.sender.name)}</p>`);
  if (parts.quoted) {
    body.push(
      '<hr style="display:inline-block;width:98%">',
      '<div id="divRplyFwdMsg" dir="ltr">' +
        `<b>From:</b> ${escapeHtml(parts.quoted.from.name)} &lt;${escapeHtml(parts.quoted.from.address)}&gt;<br>` +
        `<b>Sent:</b> ${escapeHtml(new Date(parts.quoted.sentAt).toUTCString())}</div>`,
      `<div>${escapeHtml(parts.quoted.text).replace(/\r?\n/g, '<br>')}</div>`,
    );
  }
  return (
    '<html>\r\n<head>\r\n<meta http-equiv="Content-Type" content="text/html; charset=utf-8">\r\n</head>\r\n' +
    `<body>\r\n<div dir="ltr">\r\n${body.join('\r\n')}\r\n</div>\r\n</body>\r\n</html>\r\n`
  );
}

/** A newsletter or notification: HTML with a tracking pixel and an unsubscribe link. */
export function composeBulkHtml(rng: Rng, line: string, from: string): string {
  const items = Array.from(
    { length: rng.int(2, 4) },
    (_, i) => `<li><a href="https://news.example.com/a/${rng.hex(10)}">Story ${i + 1}</a></li>`,
  );
  return (
    `<html><head><style>p{margin:0}</style></head><body><h1>${escapeHtml(from)}</h1><p>${escapeHtml(line)}</p>` +
    `<ul>${items.join('')}</ul><p><a href="https://news.example.com/unsubscribe?u=${rng.hex(12)}">Unsubscribe</a></p>` +
    `<img src="https://track.example.com/open.gif?id=${rng.hex(16)}" width="1" height="1"></body></html>`
  );
}
