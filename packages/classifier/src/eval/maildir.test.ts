import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMaildir, parseMessage } from './maildir.js';

const root = mkdtempSync(path.join(tmpdir(), 'maildir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const message = (n: number, date: string) =>
  `Message-ID: <${n}@example.com>\r\nDate: ${date}\r\nFrom: a@example.com\r\nX-From: Ann Example <a@example.com>\r\nTo: b@example.com\r\nSubject: Note ${n}\r\n\r\nBody ${n}\r\n`;

function folder(rel: string, count: number, start = 1) {
  const dir = path.join(root, rel);
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < count; i++)
    writeFileSync(path.join(dir, `${i + 1}.`), message(start + i, `Mon, ${start + i} Jan 2001 10:00:00 -0800`));
}

describe('loadMaildir', () => {
  it('keeps topical folders of 3 or more, flattens sub-folders into their own, and reads oldest first', async () => {
    folder('projects', 3, 10);
    folder('projects/alpha', 3, 1);
    folder('inbox', 5, 20);
    folder('Sent_Items', 4, 25);
    folder('tiny', 2, 28);
    writeFileSync(path.join(root, 'projects', '.DS_Store'), 'not mail');
    const data = await loadMaildir(root);
    expect(data.map((d) => d.folder)).toEqual([...Array(3).fill('projects/alpha'), ...Array(3).fill('projects')]);
    expect(data[0]!.email).toMatchObject({ fromName: 'Ann Example', fromAddress: 'a@example.com', subject: 'Note 1' });
    expect(data.map((d) => d.email.receivedAt.getUTCDate())).toEqual([1, 2, 3, 10, 11, 12]);
  });

  it('reads a message with only an HTML part from its HTML, as the product reads it', async () => {
    const raw = `From: a@example.com\r\nTo: b@example.com\r\nSubject: Desks\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<p>Hi &#8211; could you pack the desks?</p>`;
    const email = await parseMessage(Buffer.from(raw), 'html-only');
    expect(email.bodyText).toContain('could you pack the desks?');
  });
});
