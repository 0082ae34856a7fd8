import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SENT_FOLDER } from './sent-folders.js';

/**
 * The demo mailbox: ~50 emails the team wrote (packages/mail/demo), for 'Local User'
 * <local@localhost>, dated in the three weeks up to DEMO_BASE_DATE.
 *
 * Keeping it recent: seedDemoMailbox() copies the files and moves every Date header forward by
 * whole weeks, so the newest demo mail is at most 7 days old. Whole weeks keep each email on its
 * weekday and time of day, so "by Friday" or "end of day tomorrow" still read right against the
 * email's own date.
 */
export const DEMO_BASE_DATE = new Date('2025-05-16T21:00:00Z'); // Friday 17:00 New York

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The folder holding the demo .eml files (works from src/ and from dist/: both sit two levels below the package). */
export function demoMailboxDir(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../demo');
}

/** How far to move the demo's dates so its "now" (DEMO_BASE_DATE) lands in the week before `now`. */
export function demoDateShiftMs(now: Date = new Date()): number {
  return Math.floor((now.getTime() - DEMO_BASE_DATE.getTime()) / WEEK_MS) * WEEK_MS;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const pad = (n: number) => String(n).padStart(2, '0');

/** Moves an RFC 5322 date by `shiftMs`, keeping its written time-zone offset. */
export function shiftRfc822Date(value: string, shiftMs: number): string | null {
  const parsed = Date.parse(value);
  const offset = /([+-])(\d{2})(\d{2})\s*$/.exec(value.trim());
  if (Number.isNaN(parsed) || !offset) return null;
  const offsetMin = (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]));
  const local = new Date(parsed + shiftMs + offsetMin * 60_000);
  return `${DAYS[local.getUTCDay()]}, ${pad(local.getUTCDate())} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())} ${offset[0].trim()}`;
}

/** The message with its Date header moved; only the header block is touched. */
export function shiftEmlDate(raw: string, shiftMs: number): string {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  // In multiline mode `.` and `$` stop before \r, so CRLF line ends stay untouched.
  const shifted = head.replace(/^Date:[ \t]*(.+)$/im, (line, value: string) => {
    const moved = shiftRfc822Date(value, shiftMs);
    return moved ? `Date: ${moved}` : line;
  });
  return shifted + (end < 0 ? '' : raw.slice(end));
}

/**
 * Copies the demo emails into `targetDir` (the local mailbox) with dates moved to look recent.
 * Files already there are left alone, so calling it on every start is harmless; the providerIds
 * come from the Message-IDs, which never change, so a re-seed never duplicates.
 */
export async function seedDemoMailbox(targetDir: string, options: { now?: Date } = {}): Promise<{ written: number; skipped: number }> {
  const shift = demoDateShiftMs(options.now);
  const source = demoMailboxDir();
  await mkdir(targetDir, { recursive: true });
  const existing = new Set(await readdir(targetDir));
  let written = 0;
  let skipped = 0;
  for (const name of (await readdir(source)).filter((n) => n.endsWith('.eml')).sort()) {
    if (existing.has(name)) {
      skipped++;
      continue;
    }
    const target = path.join(targetDir, name);
    if (shift === 0) await copyFile(path.join(source, name), target);
    // The demo files are ASCII or UTF-8 (8bit parts), so a text round trip keeps their bytes.
    else await writeFile(target, shiftEmlDate(await readFile(path.join(source, name), 'utf8'), shift));
    written++;
  }
  // What the user sent in the demo threads (some answered, some waiting on others): the mailbox's sent folder.
  const sentSource = path.join(source, SENT_FOLDER);
  const sentTarget = path.join(targetDir, SENT_FOLDER);
  const sentNames = await readdir(sentSource).catch(() => [] as string[]);
  if (sentNames.length > 0) {
    await mkdir(sentTarget, { recursive: true });
    const existingSent = new Set(await readdir(sentTarget));
    for (const name of sentNames.filter((n) => n.endsWith('.eml')).sort()) {
      if (existingSent.has(name)) {
        skipped++;
        continue;
      }
      await writeFile(path.join(sentTarget, name), shiftEmlDate(await readFile(path.join(sentSource, name), 'utf8'), shift));
      written++;
    }
  }
  return { written, skipped };
}
