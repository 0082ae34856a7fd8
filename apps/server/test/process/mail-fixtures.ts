import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes n small, distinct .eml files, a minute apart from `base`: a mailbox
 * big enough for a sync to take a while.
 */
export async function writeMailbox(dir: string, n: number, base = Date.UTC(2026, 10, 1)): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (let i = 0; i < n; i++) {
    const date = new Date(base + i * 60_000).toUTCString();
    await writeFile(
      path.join(dir, `m${String(i).padStart(5, '0')}.eml`),
      `From: Sender ${i % 37} <s${i % 37}@example${i % 11}.com>\r\nTo: local@localhost\r\nSubject: Message number ${i}\r\n` +
        `Message-ID: <msg-${i}@example.com>\r\nDate: ${date}\r\n\r\nBody of message ${i}. Could you look at item ${i}?\r\n`,
    );
  }
}

export async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/auth/local/sign-in`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: '{}',
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

export async function emailCount(base: string, cookie: string): Promise<number> {
  const res = await fetch(`${base}/api/v1/emails?limit=1`, { headers: { cookie } });
  return ((await res.json()) as { totalCount: number }).totalCount;
}

export async function waitFor(probe: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
