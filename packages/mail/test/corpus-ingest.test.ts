import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emailBodies } from '../src/sanitize/email-bodies.js';
import { sanitizeEmailHtml } from '../src/sanitize/sanitize-email-html.js';
import { parseMailFile } from '../src/local/parse-mail-file.js';
import { scriptCapableProblems } from './helpers/script-capable.js';
import { hasSharedData, sharedData } from '../../../test-support/shared-data.js';

/**
 * Every message of the shared corpora goes through the local importer (parseMailFile): each is
 * parsed or rejected with a MailParseError reason, nothing else may throw, and every HTML body
 * sanitizes to something that cannot run script. Data is read in place from SHARED_DATA_DIR, never
 * copied; without it each corpus is skipped with a line saying so.
 */
const SOURCES: { name: string; dir: string; match: (file: string) => boolean }[] = [
  { name: 'spamassassin easy-ham-1', dir: 'spamassassin-public-corpus/easy-ham-1', match: (f) => f.endsWith('.txt') },
  { name: 'spamassassin easy-ham-2', dir: 'spamassassin-public-corpus/easy-ham-2', match: (f) => f.endsWith('.txt') },
  { name: 'spamassassin hard-ham-1', dir: 'spamassassin-public-corpus/hard-ham-1', match: (f) => f.endsWith('.txt') },
  { name: 'spamassassin spam-2-sample', dir: 'spamassassin-public-corpus/spam-2-sample', match: (f) => f.endsWith('.txt') },
  { name: 'mailparser-fixtures', dir: 'mailparser-fixtures', match: (f) => f.endsWith('.eml') },
  { name: 'postal-mime-fixtures', dir: 'postal-mime-fixtures', match: (f) => f.endsWith('.eml') },
  { name: 'ruby-mail-fixtures', dir: 'ruby-mail-fixtures', match: (f) => f.endsWith('.eml') },
  { name: 'talon-fixtures', dir: 'talon-fixtures', match: (f) => f.endsWith('.eml') },
];

function filesUnder(dir: string, match: (file: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((rel) => match(rel) && statSync(path.join(dir, rel)).isFile())
    .sort()
    .map((rel) => path.join(dir, rel));
}

type Tally = { files: number; parsed: number; html: number; rejected: Record<string, number>; problems: string[] };

async function ingest(dir: string, match: (file: string) => boolean): Promise<Tally> {
  const tally: Tally = { files: 0, parsed: 0, html: 0, rejected: {}, problems: [] };
  for (const file of filesUnder(dir, match)) {
    tally.files++;
    const result = await parseMailFile(readFileSync(file), { sourceFile: path.relative(dir, file) });
    for (const r of result.rejected) tally.rejected[r.reason] = (tally.rejected[r.reason] ?? 0) + 1;
    for (const msg of result.messages) {
      tally.parsed++;
      expect(msg.providerId).toMatch(/^local:[0-9a-f]{64}$/);
      const { html } = emailBodies(msg);
      if (!html) continue;
      tally.html++;
      const problems = scriptCapableProblems(html);
      if (problems.length) tally.problems.push(`${file}: ${problems.join(', ')}`);
    }
  }
  return tally;
}

describe('corpus ingest', () => {
  const totals: Tally = { files: 0, parsed: 0, html: 0, rejected: {}, problems: [] };

  for (const source of SOURCES) {
    it.skipIf(!hasSharedData(`corpus ingest of ${source.name}`, source.dir))(source.name, { timeout: 120_000 }, async () => {
      const tally = await ingest(sharedData(source.dir), source.match);
      console.log(
        `[corpus] ${source.name}: ${tally.files} files, ${tally.parsed} parsed (${tally.html} with HTML), rejected ${JSON.stringify(tally.rejected)}`,
      );
      totals.files += tally.files;
      totals.parsed += tally.parsed;
      totals.html += tally.html;
      for (const [k, v] of Object.entries(tally.rejected)) totals.rejected[k] = (totals.rejected[k] ?? 0) + v;
      expect(tally.files).toBeGreaterThan(0);
      expect(tally.problems).toEqual([]);
    });
  }

  it.skipIf(!hasSharedData('talon HTML replies', 'talon-fixtures'))('talon HTML replies sanitize cleanly', () => {
    const files = filesUnder(sharedData('talon-fixtures'), (f) => f.endsWith('.html'));
    for (const file of files) expect(scriptCapableProblems(sanitizeEmailHtml(readFileSync(file, 'utf8')))).toEqual([]);
    expect(files.length).toBeGreaterThan(0);
  });

  it('prints the totals', () => {
    console.log(
      `[corpus] total: ${totals.files} files, ${totals.parsed} parsed (${totals.html} with HTML), rejected ${JSON.stringify(totals.rejected)}`,
    );
  });
});
