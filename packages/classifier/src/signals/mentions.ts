import type { EmailInput, ProjectInfo } from '../types.js';
import { commaList, partyList } from './candidates.js';

/** Shorter names ("HQ", "A1") match too much ordinary text to be a sure signal. */
const MIN_NAME_LENGTH = 3;
const CACHE_LIMIT = 5000;
const NON_WORD = /[^\p{L}\p{N}]+/u;

type Name = { text: string; lower: string; words: string[]; pattern: RegExp };
type ProjectNames = { names: Name[]; parties: Name[] };

/** A project's names, split and compiled once and reused for every email (keyed by their text). */
const prepared = new Map<string, ProjectNames>();

function toName(text: string): Name {
  const lower = text.toLowerCase().replace(/\s+/g, ' ');
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  // Whole words, case-insensitive, Unicode-aware.
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu');
  return { text, lower, words: lower.split(NON_WORD).filter(Boolean), pattern };
}

function namesOf(p: ProjectInfo): ProjectNames {
  const key = [p.name, p.officialName, p.otherNames, p.involvedParties].join('\u0000');
  let names = prepared.get(key);
  if (!names) {
    if (prepared.size >= CACHE_LIMIT) prepared.clear();
    const usable = (list: string[]) =>
      list
        .filter((n) => n.length >= MIN_NAME_LENGTH)
        .map(toName)
        .filter((n) => n.words.length > 0);
    const given = [p.name, p.officialName ?? '', ...commaList(p.otherNames)];
    names = {
      names: usable([...given, ...given.map(core).filter((n) => !given.includes(n))]),
      parties: usable(partyList(p.involvedParties)),
    };
    prepared.set(key, names);
  }
  return names;
}

/**
 * "Project Phoenix" is written "Phoenix" in mail, "Globex deal" "Globex": a name without its generic word
 * (kept only when the rest is a word of some length, so "The Move" does not become "Move").
 */
const GENERIC =
  /^(?:the\s+)?(?:project|program(?:me)?|initiative|account|deal)\s+|\s+(?:project|program(?:me)?|initiative|account|deal|rollout|launch)$/i;
const MIN_CORE_LENGTH = 5;
const core = (name: string) => {
  const rest = name.trim().replace(GENERIC, '').trim();
  return rest !== name.trim() && rest.length >= MIN_CORE_LENGTH ? rest : '';
};

export type Mention = { project: ProjectInfo; score: number; byName: boolean; reasons: string[] };

/**
 * Projects named in the email, strongest first. A name or official/other name
 * in the subject scores 3, in the body 2; an involved party (in the subject,
 * body or as the sender) scores 1, since one party can work on many projects.
 */
export function findMentions(email: EmailInput, projects: readonly ProjectInfo[], body: string): Mention[] {
  // Reading the words of a long body costs more than the rest of the project decision.
  if (projects.length === 0) return [];
  const subject = email.subject ?? '';
  const sender = `${email.fromName ?? ''} ${email.fromAddress ?? ''}`;
  // Cheap gates before the word regex, since most names are absent: every word of the name must be
  // one of the email's words (set lookups, whatever the number of projects), then a substring.
  const haystack = `${subject}\n${body}\n${sender}`.toLowerCase().replace(/\s+/g, ' ');
  const words = new Set(haystack.split(NON_WORD));
  const present = (n: Name) => n.words.every((w) => words.has(w)) && haystack.includes(n.lower);
  const out: Mention[] = [];
  for (const project of projects) {
    const { names, parties } = namesOf(project);
    let score = 0;
    const reasons: string[] = [];
    for (const name of names.filter(present)) {
      const where = name.pattern.test(subject) ? 'subject' : name.pattern.test(body) ? 'body' : null;
      if (!where) continue;
      score += where === 'subject' ? 3 : 2;
      reasons.push(`${where} mentions "${name.text}"`);
    }
    const byName = score > 0;
    for (const party of parties.filter(present)) {
      if (!party.pattern.test(sender) && !party.pattern.test(subject) && !party.pattern.test(body)) continue;
      score += 1;
      reasons.push(`involves "${party.text}"`);
    }
    if (score > 0) out.push({ project, score, byName, reasons });
  }
  return out.sort((a, b) => b.score - a.score);
}
