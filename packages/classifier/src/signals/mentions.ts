import type { EmailInput, ProjectInfo } from '../types.js';
import { commaList, partyList } from './candidates.js';

/** Shorter names ("HQ", "A1") match too much ordinary text to be a sure signal. */
const MIN_NAME_LENGTH = 3;
const CACHE_LIMIT = 2000;
const NON_WORD = /[^\p{L}\p{N}]+/u;
const patterns = new Map<string, RegExp>();

/** Whole-word, case-insensitive, Unicode-aware; compiled patterns are reused across emails. */
function wordPattern(name: string): RegExp {
  let re = patterns.get(name);
  if (!re) {
    if (patterns.size >= CACHE_LIMIT) patterns.clear();
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
    re = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu');
    patterns.set(name, re);
  }
  return re;
}

export type Mention = { project: ProjectInfo; score: number; byName: boolean; reasons: string[] };

/**
 * Projects named in the email, strongest first. A name or official/other name
 * in the subject scores 3, in the body 2; an involved party (in the subject,
 * body or as the sender) scores 1, since one party can work on many projects.
 */
export function findMentions(email: EmailInput, projects: readonly ProjectInfo[], body: string): Mention[] {
  const subject = email.subject ?? '';
  const sender = `${email.fromName ?? ''} ${email.fromAddress ?? ''}`;
  // Cheap gates before the word regex, since most names are absent: every word of the name must be
  // one of the email's words (set lookups, whatever the number of projects), then a substring.
  const haystack = `${subject}\n${body}\n${sender}`.toLowerCase().replace(/\s+/g, ' ');
  const words = new Set(haystack.split(NON_WORD));
  const usable = (names: string[]) =>
    names.filter((n) => {
      const lower = n.toLowerCase().replace(/\s+/g, ' ');
      const parts = lower.split(NON_WORD).filter(Boolean);
      return n.length >= MIN_NAME_LENGTH && parts.length > 0 && parts.every((w) => words.has(w)) && haystack.includes(lower);
    });
  const out: Mention[] = [];
  for (const project of projects) {
    let score = 0;
    const reasons: string[] = [];
    for (const name of usable([project.name, project.officialName ?? '', ...commaList(project.otherNames)])) {
      const re = wordPattern(name);
      const where = re.test(subject) ? 'subject' : re.test(body) ? 'body' : null;
      if (!where) continue;
      score += where === 'subject' ? 3 : 2;
      reasons.push(`${where} mentions "${name}"`);
    }
    const byName = score > 0;
    for (const party of usable(partyList(project.involvedParties))) {
      const re = wordPattern(party);
      if (!re.test(sender) && !re.test(subject) && !re.test(body)) continue;
      score += 1;
      reasons.push(`involves "${party}"`);
    }
    if (score > 0) out.push({ project, score, byName, reasons });
  }
  return out.sort((a, b) => b.score - a.score);
}
