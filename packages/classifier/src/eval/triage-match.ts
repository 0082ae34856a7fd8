/**
 * The word rule of TRIAGE-LABELS.md that decides whether a proposed task and a
 * labelled action mean the same thing, and the greedy one-to-one matching of
 * an email's tasks to its actions.
 */
const STOP = new Set(
  (
    'a an the and or of to in on for at by from with about into over as is are was be been being it its this that these those ' +
    'you your yours me my i we our us he she his her they them their him please pls kindly can could would will should may might ' +
    'do does did so if then than there here what which who when where how all any each some also just not no up out off ' +
    're fw fwd regarding per via get let know need needs'
  ).split(' '),
);

/** Verbs that ask for the same kind of thing, so "Send" and "Forward" count as one family. */
const FAMILIES: string[][] = [
  ['send', 'forward', 'email', 'mail', 'provide', 'give', 'submit', 'return', 'share', 'deliver', 'fax', 'pass'],
  ['review', 'read', 'look', 'check', 'examine', 'go', 'comment', 'verify', 'confirm', 'approve', 'sign', 'ok'],
  ['reply', 'respond', 'answer', 'tell', 'inform', 'advise', 'notify', 'confirm', 'rsvp'],
  ['call', 'phone', 'contact', 'meet', 'talk', 'discuss', 'speak'],
  ['attend', 'join', 'come', 'participate', 'go'],
  ['complete', 'fill', 'finish', 'do', 'update', 'prepare', 'draft', 'write', 'finalize', 'finalise'],
  ['schedule', 'book', 'arrange', 'set', 'organize', 'organise', 'plan'],
  ['pay', 'process', 'issue', 'authorize', 'authorise', 'approve'],
];

/** Light stemming: plurals and common endings, enough that "surveys" meets "survey". */
function stem(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, '');
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('es') && /(ch|sh|x|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  return w.replace(/e$/, '');
}

export type MatchContext = { senderNames: string[]; subject: string };

const words = (text: string) => text.toLowerCase().match(/[a-z0-9][a-z0-9'&-]*/g) ?? [];

/** Content words of a title or action: stop words, the sender's names and a subject echoed in the title dropped. */
function contentWords(text: string, ctx: MatchContext): string[] {
  let t = text;
  const subject = ctx.subject.replace(/^\s*((re|fw|fwd)\s*:\s*)+/i, '').trim();
  if (subject.length > 3) {
    const at = t.toLowerCase().indexOf(subject.toLowerCase());
    if (at >= 0) t = `${t.slice(0, at)} ${t.slice(at + subject.length)}`;
  }
  const names = new Set(ctx.senderNames.map((n) => n.toLowerCase()));
  return [
    ...new Set(
      words(t)
        .filter((w) => !STOP.has(w) && !names.has(w) && w.length > 1)
        .map(stem),
    ),
  ];
}

const familyOf = (verb: string) => FAMILIES.filter((f) => f.some((v) => stem(v) === verb));

function sameVerbFamily(a: string[], b: string[]): boolean {
  const va = a[0];
  const vb = b[0];
  if (!va || !vb) return false;
  if (va === vb) return true;
  const fa = familyOf(va);
  return fa.length > 0 && familyOf(vb).some((f) => fa.includes(f));
}

/** The first word of the text, stemmed, when it is not a stop word (the imperative verb). */
function leadingVerb(text: string): string[] {
  const first = words(text)[0];
  return first && !STOP.has(first) ? [stem(first)] : [];
}

/** A similarity score when the pair matches by the rule, else 0. */
export function matchScore(task: string, action: string, ctx: MatchContext): number {
  const a = contentWords(task, ctx);
  const b = contentWords(action, ctx);
  if (a.length === 0 || b.length === 0) return 0;
  const shared = a.filter((w) => b.includes(w)).length;
  const jaccard = shared / new Set([...a, ...b]).size;
  if (jaccard >= 0.3) return jaccard;
  // The verbs themselves do not count as the shared word of the verb-family rule.
  const verbs = [...leadingVerb(task), ...leadingVerb(action)];
  const sharedObjects = a.filter((w) => b.includes(w) && !verbs.includes(w)).length;
  if (sharedObjects >= 1 && sameVerbFamily(leadingVerb(task), leadingVerb(action))) return jaccard + 0.001;
  if (shared >= 2 && shared / b.length >= 0.4) return jaccard + 0.001;
  return 0;
}

/** Greedy one-to-one: the best-scoring pair first, each task and action used once. */
export function matchTasks(tasks: readonly string[], actions: readonly string[], ctx: MatchContext): [number, number][] {
  const pairs: { t: number; a: number; score: number }[] = [];
  tasks.forEach((task, t) =>
    actions.forEach((action, a) => {
      const score = matchScore(task, action, ctx);
      if (score > 0) pairs.push({ t, a, score });
    }),
  );
  pairs.sort((x, y) => y.score - x.score || x.t - y.t || x.a - y.a);
  const usedT = new Set<number>();
  const usedA = new Set<number>();
  const out: [number, number][] = [];
  for (const p of pairs) {
    if (usedT.has(p.t) || usedA.has(p.a)) continue;
    usedT.add(p.t);
    usedA.add(p.a);
    out.push([p.t, p.a]);
  }
  return out;
}
