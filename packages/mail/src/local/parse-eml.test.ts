import { describe, expect, it } from 'vitest';
import { MAX_EMAIL_BYTES, MailParseError } from './mail-parse-error.js';
import { parseEml } from './parse-eml.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const eml = (headers: string[], body = 'Hello there.') => `${headers.join('\r\n')}\r\n\r\n${body}\r\n`;

const base = [
  'From: "Dana Whitfield" <dana@harbourtower.example>',
  'To: Local User <local@localhost>, "Ops Team": ops1@x.example, ops2@x.example;',
  'Cc: sam@x.example',
  'Subject: Re: FW: Lobby lighting',
  'Date: Tue, 4 Mar 2025 09:15:00 -0500',
  'Message-ID: <abc123@harbourtower.example>',
  'In-Reply-To: <parent@x.example>',
  'References: <root@x.example> <parent@x.example>',
];

const rejection = async (input: string | Uint8Array) => {
  const error = await parseEml(input).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(MailParseError);
  return error as MailParseError;
};

describe('parseEml', () => {
  it('reads addresses, dates, ids and body', async () => {
    const m = await parseEml(eml(base), { sourceFile: 'inbox/a.eml', folder: 'Inbox' });
    expect(m.from).toEqual({ name: 'Dana Whitfield', address: 'dana@harbourtower.example' });
    expect(m.to).toEqual([
      { name: 'Local User', address: 'local@localhost' },
      { name: null, address: 'ops1@x.example' },
      { name: null, address: 'ops2@x.example' },
    ]);
    expect(m.cc).toEqual([{ name: null, address: 'sam@x.example' }]);
    expect(m.sentAt?.toISOString()).toBe('2025-03-04T14:15:00.000Z');
    expect(m.receivedAt?.toISOString()).toBe('2025-03-04T14:15:00.000Z');
    expect(m.internetMessageId).toBe('<abc123@harbourtower.example>');
    expect(m.subject).toBe('Re: FW: Lobby lighting');
    expect(m.threadTopic).toBe('Lobby lighting');
    expect(m.bodyText).toBe('Hello there.\n');
    expect(m.bodyHtml).toBeNull();
    expect(m.preview).toBe('Hello there.');
    expect(m).toMatchObject({ folder: 'Inbox', sourceFile: 'inbox/a.eml', isRead: false, importance: 'normal' });
  });

  it('derives a stable providerId from the Message-ID', async () => {
    const a = await parseEml(eml(base));
    const b = await parseEml(eml(base, 'A different body, same message id'));
    expect(a.providerId).toMatch(/^local:[0-9a-f]{64}$/);
    expect(b.providerId).toBe(a.providerId);
  });

  it('falls back to a hash of the raw bytes without a Message-ID', async () => {
    const headers = base.filter((h) => !h.startsWith('Message-ID'));
    const a = await parseEml(eml(headers));
    expect(a.providerId).toBe((await parseEml(eml(headers))).providerId);
    expect(a.providerId).not.toBe((await parseEml(eml(headers, 'other'))).providerId);
    expect(a.internetMessageId).toBeNull();
  });

  it('threads a conversation on the root of References', async () => {
    const root = await parseEml(eml(['From: a@x.example', 'Subject: Plan', 'Message-ID: <root@x.example>']));
    const child = await parseEml(
      eml(['From: b@x.example', 'Subject: Re: Plan', 'Message-ID: <c1@x.example>', 'In-Reply-To: <root@x.example>']),
    );
    const grandchild = await parseEml(eml(base));
    expect(root.conversationId).toMatch(/^local-conv:[0-9a-f]{32}$/);
    expect(child.conversationId).toBe(root.conversationId);
    expect(grandchild.conversationId).toBe(root.conversationId);
  });

  it('uses the normalized subject when there are no ids at all', async () => {
    const a = await parseEml(eml(['From: a@x.example', 'Subject: Boiler  service']));
    const b = await parseEml(eml(['From: b@x.example', 'Subject: RE: Re[2]: boiler service']));
    expect(b.conversationId).toBe(a.conversationId);
    expect(b.threadTopic).toBe('boiler service');
  });

  it.each([
    ['Importance: High', 'high'],
    ['Importance: low', 'low'],
    ['X-Priority: 1 (Highest)', 'high'],
    ['X-Priority: 5', 'low'],
    ['X-MSMail-Priority: High', 'high'],
    ['Priority: urgent', 'high'],
    ['X-Priority: 3', 'normal'],
  ])('reads %s as %s importance', async (h, expected) => {
    expect((await parseEml(eml(['From: a@x.example', h]))).importance).toBe(expected);
  });

  it('lists attachments as metadata and ignores inline cid images', async () => {
    const raw = [
      'From: a@x.example',
      'Subject: Lease',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b1"',
      '',
      '--b1',
      'Content-Type: multipart/related; boundary="b2"',
      '',
      '--b2',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>See <img src="cid:logo@x"></p>',
      '--b2',
      'Content-Type: image/png',
      'Content-ID: <logo@x>',
      'Content-Transfer-Encoding: base64',
      '',
      'iVBORw0KGgo=',
      '--b2--',
      '--b1',
      'Content-Type: application/pdf; name="lease.pdf"',
      'Content-Disposition: attachment; filename="lease.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      'JVBERi0xLjQK',
      '--b1--',
      '',
    ].join('\r\n');
    const m = await parseEml(raw);
    expect(m.hasAttachments).toBe(true);
    expect(m.attachments).toEqual([{ name: 'lease.pdf', contentType: 'application/pdf', size: 9 }]);
    expect(m.bodyHtml).toContain('cid:logo@x');
    expect(m.bodyText).toBeNull();
    expect(m.preview).toBe('See [Embedded Image]');
  });

  it('prefers the topmost Received date, then Date, then the fallback', async () => {
    const received = 'Received: from mx.example by mail.example; Wed, 5 Mar 2025 08:00:00 +0000';
    expect((await parseEml(eml([received, ...base]))).receivedAt?.toISOString()).toBe('2025-03-05T08:00:00.000Z');
    const fallback = new Date('2024-01-02T03:04:05Z');
    const noDate = await parseEml(eml(['From: a@x.example', 'Date: not a date']), { fallbackDate: fallback });
    expect(noDate.sentAt).toBeNull();
    expect(noDate.receivedAt).toEqual(fallback);
    // A five-digit year parses in JavaScript but is no date a database column takes.
    const farOff = await parseEml(eml(['From: a@x.example', 'Date: Sat, 1 Jan 12345 00:00:00 +0000']), { fallbackDate: fallback });
    expect(farOff.sentAt).toBeNull();
    expect(farOff.receivedAt).toEqual(fallback);
  });

  it('tolerates an mbox From line, a byte order mark and leading blank lines', async () => {
    const m = await parseEml(`\uFEFF\r\nFrom dana@x.example Tue Mar  4 09:15:00 2025\n${eml(base)}`);
    expect(m.from?.address).toBe('dana@harbourtower.example');
  });

  it('marks mbox messages with Status: RO as read', async () => {
    expect((await parseEml(eml(['From: a@x.example', 'Status: RO']))).isRead).toBe(true);
  });

  it('decodes encoded-word headers and keeps a subject-less message', async () => {
    const m = await parseEml(eml(['From: =?UTF-8?B?SsO8cmdlbg==?= <j@x.example>', 'Date: Mon, 3 Mar 2025 10:00:00 +0000']));
    expect(m.from?.name).toBe('Jürgen');
    expect(m.subject).toBeNull();
    expect(m.threadTopic).toBeNull();
  });
});

describe('parseEml rejects malformed input with a reason', () => {
  it.each([
    ['an empty file', '', 'empty', 'Empty file'],
    ['whitespace only', ' \r\n\t\n', 'empty', 'Empty file'],
    ['a lone mbox separator', 'From a@b Tue Mar  4 09:15:00 2025\n', 'empty', 'Empty file: nothing after the mbox separator line'],
    ['plain prose', 'Hello, this is just a note.\nNothing more.', 'not_email', 'Not an email: no header lines found'],
    [
      'a header-like line only',
      'Note: buy milk\n\nand bread',
      'not_email',
      'Not an email: no From, To, Subject, Date, Message-ID or Content-Type header',
    ],
    ['binary data', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]), 'not_email', 'Not an email: binary content'],
  ])('%s', async (_name, input, reason, message) => {
    const error = await rejection(input);
    expect(error.reason).toBe(reason);
    expect(error.message).toBe(message);
  });

  it('rejects a message over 25 MB', async () => {
    const error = await rejection(Buffer.alloc(MAX_EMAIL_BYTES + 1, 0x61));
    expect(error.reason).toBe('too_large');
    expect(error.message).toBe('Too large: 25.0 MB (the limit is 25 MB)');
  });

  it('wraps MIME parser failures as malformed', async () => {
    const deep = Array.from({ length: 150 }, (_, i) => `Content-Type: multipart/mixed; boundary="b${i}"\r\n\r\n--b${i}`).join('\r\n');
    const error = await rejection(`From: a@x.example\r\n${deep}\r\n`);
    expect(error.reason).toBe('malformed');
  });

  it('keeps the mailing-list and automation headers', async () => {
    const m = await parseEml(
      eml([
        ...base,
        'List-Id: Ops news <ops.news.example>',
        'List-Unsubscribe: <https://x.example/u>',
        'Precedence: bulk',
        'Auto-Submitted: auto-generated',
      ]),
    );
    expect(m.listHeaders).toEqual({
      listId: 'Ops news <ops.news.example>',
      listUnsubscribe: '<https://x.example/u>',
      precedence: 'bulk',
      autoSubmitted: 'auto-generated',
    });
    const plain = await parseEml(eml(base));
    expect(plain.listHeaders).toEqual({ listId: null, listUnsubscribe: null, precedence: null, autoSubmitted: null });
    expect(plain.meeting).toBeNull();
  });

  it('reads an invitation: its method and the event start, not a time zone rule date', async () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'METHOD:REQUEST',
      'BEGIN:VTIMEZONE',
      'BEGIN:STANDARD',
      'DTSTART:19701025T040000',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'DTSTART;TZID=Europe/London:20250520T',
      ' 140000',
      'SUMMARY:Budget review',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const raw = eml(
      [...base.slice(0, 6), 'MIME-Version: 1.0', 'Content-Type: multipart/mixed; boundary="b"'],
      ['--b', 'Content-Type: text/plain', '', 'Join us.', '--b', 'Content-Type: text/calendar; method=REQUEST', '', ics, '--b--'].join(
        '\r\n',
      ),
    );
    const m = await parseEml(raw);
    expect(m.meeting).toEqual({ method: 'request', start: new Date('2025-05-20T14:00:00Z') });
    const cancel = await parseEml(raw.replace('METHOD:REQUEST', 'METHOD:CANCEL'));
    expect(cancel.meeting?.method).toBe('cancel');
  });

  it('reads the invitation of a real calendar message', async () => {
    const m = await parseEml(readFileSync(path.resolve(import.meta.dirname, '../../test/fixtures/calendar-event.eml')));
    expect(m.meeting).toEqual({ method: 'request', start: new Date('2024-04-11T11:00:00Z') });
  });
});
