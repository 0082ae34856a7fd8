import type { EmailInput, ProjectInfo } from '../types.js';
import { commaList, partyList } from './candidates.js';

/** Shorter names ("HQ", "A1") match too much ordinary text to be a sure signal. */
const MIN_NAME_LENGTH = 3;
const CACHE_LIMIT = 5000;
const NON_WORD = /[^\p{L}\p{N}]+/u;

type Name = { text: string; lower: string; words: string[]; pattern: RegExp };
/** domains: each party's name run together ("acmecorp", "acme"), as a company's mail domain writes it. */
type ProjectNames = { names: Name[]; parties: Name[]; domains: Map<string, string> };

/** A project's names, split and compiled once and reused for every email (keyed by their text). */
const prepared = new Map<string, ProjectNames>();

function toName(text: string, written = text, caseSensitive = false): Name {
  const lower = text.toLowerCase().replace(/\s+/g, ' ');
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  // Whole words, case-insensitive (a company's short name only as written), Unicode-aware.
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, caseSensitive ? 'u' : 'iu');
  return { text: written, lower, words: lower.split(NON_WORD).filter(Boolean), pattern };
}

/**
 * A join written either way: "fit-out", "fitout" or "fit out"; "ERP-migration" or "ERP migration";
 * "re-design" or "redesign". Names and the email are compared in both forms.
 */
const spaced = (t: string) => t.replace(/(?<=[\p{L}\p{N}])[-‐_/](?=[\p{L}\p{N}])/gu, ' ');
const joined = (t: string) => t.replace(/(?<=[\p{L}\p{N}])[-‐_](?=[\p{L}\p{N}])/gu, '');
const bothForms = (text: string) => {
  const one = canon(text);
  return [...new Set([spaced(one), joined(one)])].map((form) => toName(form, text));
};

/**
 * One spelling for words written several ways: "Elm St." and "Elm Street", "Harbour" and "Harbor",
 * "Centre" and "Center", "&" and "and". Names and the email are both read this way.
 */
const VARIANT: Record<string, string> = {
  st: 'street',
  ave: 'avenue',
  av: 'avenue',
  rd: 'road',
  blvd: 'boulevard',
  ctr: 'center',
  centre: 'center',
  harbour: 'harbor',
  theatre: 'theater',
  mt: 'mount',
};
const VARIANT_WORD = new RegExp(`(?<![\\p{L}\\p{N}])(${Object.keys(VARIANT).join('|')})\\b\\.?|(?<=\\s)&(?=\\s)`, 'giu');
const canon = (text: string) => text.replace(VARIANT_WORD, (w, word: string | undefined) => (word ? VARIANT[word.toLowerCase()]! : 'and'));

/** "Acme Corp", "Quayside Construction Ltd": the legal form is left out in mail and in the company's domain. */
const LEGAL_FORM =
  /[\s,]+(?:inc\.?|incorporated|corp\.?|corporation|co\.?|company|ltd\.?|limited|llc|llp|plc|gmbh|ag|s\.?a\.?|b\.?v\.?|pty|group|holdings)$/i;
const MIN_SHORT_NAME = 4;
const shortName = (party: string) => {
  let rest = party.trim();
  while (LEGAL_FORM.test(rest)) rest = rest.replace(LEGAL_FORM, '').trim();
  return rest !== party.trim() && rest.length >= MIN_SHORT_NAME ? rest : '';
};
const squashed = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

function namesOf(p: ProjectInfo): ProjectNames {
  const key = [p.name, p.officialName, p.otherNames, p.involvedParties].join('\u0000');
  let names = prepared.get(key);
  if (!names) {
    if (prepared.size >= CACHE_LIMIT) prepared.clear();
    const usable = (list: (string | Name)[]) =>
      list.map((n) => (typeof n === 'string' ? toName(n) : n)).filter((n) => n.text.length >= MIN_NAME_LENGTH && n.words.length > 0);
    const given = [p.name, p.officialName ?? '', ...commaList(p.otherNames)];
    const parties = partyList(p.involvedParties);
    // The short name reports the party as listed ("involves \"Acme Corp\"").
    const short = parties.filter((n) => shortName(n)).map((n) => toName(shortName(n), n, true));
    const distinct = (list: Name[]) => list.filter((n, i) => list.findIndex((m) => m.lower === n.lower) === i);
    names = {
      names: distinct(usable([...given, ...given.map(core).filter((n) => !given.includes(n))].flatMap(bothForms))),
      parties: distinct([...usable(parties), ...short]),
      domains: new Map(
        parties
          .flatMap((n) => [[squashed(n), n] as const, [squashed(shortName(n)), n] as const])
          .filter(([key]) => key.length >= MIN_SHORT_NAME),
      ),
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
/**
 * "Elm Street Renovation" is "14 Elm Street" in mail, "Harbour Tower fit-out" "Harbour Tower": a place
 * of two words or more without the work done there.
 */
const WORK_ON_PLACE =
  /\s+(?:renovation|refurbishment|refurb|remodel|remodelling|remodeling|fit-?out|build|development|redevelopment|construction|extension|expansion|upgrade|works|phase\s+[\p{N}\p{L}]+)$/iu;
const core = (name: string) => {
  const rest = name.trim().replace(GENERIC, '').trim();
  if (rest !== name.trim() && rest.length >= MIN_CORE_LENGTH) return rest;
  const place = name.trim().replace(WORK_ON_PLACE, '').trim();
  return place !== name.trim() && place.split(/\s+/).length >= 2 ? place : '';
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
  const bothWays = (t: string) => [spaced(t), joined(t)];
  const subject = bothWays(canon(email.subject ?? ''));
  const text = bothWays(canon(body));
  const sender = `${email.fromName ?? ''} ${email.fromAddress ?? ''}`;
  const domain = companyDomain(email.fromAddress);
  // Cheap gates before the word regex, since most names are absent: every word of the name must be
  // one of the email's words (set lookups, whatever the number of projects), then a substring.
  const haystack = `${subject.join('\n')}\n${text.join('\n')}\n${sender}`.toLowerCase().replace(/\s+/g, ' ');
  const words = new Set(haystack.split(NON_WORD));
  const present = (n: Name) => n.words.every((w) => words.has(w)) && haystack.includes(n.lower);
  const out: Mention[] = [];
  for (const project of projects) {
    const { names, parties, domains } = namesOf(project);
    let score = 0;
    const reasons: string[] = [];
    // A name written in both forms ("fit-out" and "fitout") counts once.
    const counted = new Set<string>();
    // "Harbour Tower" inside "Harbour Tower fit-out" is the same mention, counted once: a name found is
    // blanked out before the shorter names are looked for.
    let inSubject = subject;
    let inText = text;
    for (const name of names.filter(present).sort((a, b) => b.lower.length - a.lower.length)) {
      if (counted.has(name.text)) continue;
      const where = inSubject.some((t) => name.pattern.test(t)) ? 'subject' : inText.some((t) => name.pattern.test(t)) ? 'body' : null;
      if (!where) continue;
      counted.add(name.text);
      const forms = names.filter((n) => n.text === name.text);
      const blank = (t: string) => forms.reduce((out, n) => out.replace(new RegExp(n.pattern.source, `${n.pattern.flags}g`), ' '), t);
      inSubject = inSubject.map(blank);
      inText = inText.map(blank);
      score += where === 'subject' ? 3 : 2;
      reasons.push(`${where} mentions "${name.text}"`);
    }
    const byName = score > 0;
    // Each party involved counts once, however it is written; the sender's domain stands in for a party not named.
    const involved = new Set(
      parties.filter((p) => present(p) && [sender, ...subject, ...text].some((t) => p.pattern.test(t))).map((p) => p.text),
    );
    for (const party of involved) reasons.push(`involves "${party}"`);
    const fromParty = domain ? domains.get(domain) : undefined;
    if (fromParty && !involved.has(fromParty)) reasons.push(`sender writes from ${fromParty}'s domain`);
    score += involved.size + (fromParty && !involved.has(fromParty) ? 1 : 0);
    if (score > 0) out.push({ project, score, byName, reasons });
  }
  return out.sort((a, b) => b.score - a.score);
}

/** Free mail services: an address there says nothing of the company a person works for. */
const FREE_MAIL =
  /^(gmail|googlemail|outlook|hotmail|live|msn|yahoo|ymail|icloud|me|mac|aol|proton|protonmail|gmx|mail|zoho|yandex|fastmail)$/;
/** Second-level labels of country domains ("co.uk", "com.au"). */
const SECOND_LEVEL = /^(co|com|org|net|ac|gov|edu|ltd|plc)$/;

/** The company label of a sender's domain: "acme" of bob@mail.acme.com, "quaysideconstruction" of ...co.uk. */
function companyDomain(address: string | null | undefined): string | null {
  const labels = (address ?? '').toLowerCase().split('@')[1]?.split('.') ?? [];
  labels.pop();
  if (labels.length > 1 && SECOND_LEVEL.test(labels.at(-1)!)) labels.pop();
  const label = labels.at(-1);
  return label && label.length >= MIN_SHORT_NAME && !FREE_MAIL.test(label) ? squashed(label) : null;
}
