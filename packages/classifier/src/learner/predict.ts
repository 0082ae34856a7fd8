import type { EmailInput } from '../types.js';
import { dayOf, domainOf, emailFeatures } from './features.js';
import type { LearnerState } from './learner-state.js';
import { logTimeLikelihood } from './time-profile.js';
import { emptyTally, keyedTally, pairKey, projectTally, senderKey, userTally, type GuessRecord } from './track-record.js';

/**
 * Laplace smoothing: small, because most features of a project are seen only
 * in it. 0.01 beat 0.05 on the nine dev users with and without dates (+0.3 and
 * +0.7 points of 5-fold accuracy, +2.5 on shapiro-r's 67 folders); 0.005 and
 * 0.1 lost.
 */
const ALPHA = 0.01;
/** How much the time profile counts against the words (tuned on enron-dev). */
const TIME_WEIGHT = 3;

type LabelScore = { label: string; score: number };
/**
 * Scores best first; the share of the email's feature mass the learner has
 * seen before; the share of the sender's learned mail that went to the top
 * label (0 for a new sender); and whether the people on the email alone
 * (sender, domain, name, recipients) would choose the same top label (true
 * when none of them was seen before, as there is nothing to disagree with);
 * the learner's track record with the user, the top label, the sender and
 * the pair of the two best labels; and whether the email is a first sight
 * (see `firstSight`).
 */
export type Scored = {
  scores: LabelScore[];
  knownShare: number;
  senderShare: number;
  peopleAgree: boolean;
  record: GuessRecord;
  firstSight: boolean;
};

/** The features naming people: sender address, domain, display name, recipients. */
const isPeopleFeature = (key: string) => key.startsWith('f:') || key.startsWith('d:') || key.startsWith('n:') || key.startsWith('r:');

/**
 * Naive Bayes log-scores of the candidate labels the learner knows, best
 * first. Only features seen in training count. Scoring walks each feature's
 * short posting list instead of every label, so the cost grows with the
 * email's features, not with the number of projects.
 */
export function scoreLabels(state: LearnerState, email: EmailInput, candidates: ReadonlySet<string>): Scored {
  const active: number[] = [];
  let totalDocs = 0;
  state.labels.forEach((label, i) => {
    if (state.docs[i]! > 0 && candidates.has(label)) {
      active.push(i);
      totalDocs += state.docs[i]!;
    }
  });
  if (active.length === 0)
    return {
      scores: [],
      knownShare: 0,
      senderShare: 0,
      peopleAgree: true,
      record: { user: emptyTally(), project: emptyTally(), sender: emptyTally(), pair: emptyTally() },
      firstSight: false,
    };
  const vocab = state.featureCount + 1;
  const logAlpha = Math.log(ALPHA);
  const evidence = new Map<number, number>();
  const people = new Map<number, number>();
  let known = 0;
  let knownPeople = 0;
  let total = 0;
  let subjectWords = 0;
  let subjectKnown = 0;
  for (const [key, value] of emailFeatures(email)) {
    total += value;
    const posting = state.features[key];
    if (key.startsWith('s:')) {
      subjectWords++;
      if (posting) subjectKnown++;
    }
    if (!posting) continue;
    known += value;
    const ofPeople = isPeopleFeature(key);
    if (ofPeople) knownPeople += value;
    for (let j = 0; j < posting.length; j += 2) {
      const c = posting[j]!;
      const e = value * (Math.log(posting[j + 1]! + ALPHA) - logAlpha);
      evidence.set(c, (evidence.get(c) ?? 0) + e);
      if (ofPeople) people.set(c, (people.get(c) ?? 0) + e);
    }
  }
  const day = dayOf(email.receivedAt);
  let peopleTop = -1;
  let peopleBest = -Infinity;
  const scores = active
    .map((c) => {
      const docs = state.docs[c]!;
      const prior = Math.log(docs / totalDocs);
      const logMass = logAlpha - Math.log(state.mass[c]! + ALPHA * vocab);
      const byPeople = prior + knownPeople * logMass + (people.get(c) ?? 0);
      if (byPeople > peopleBest) [peopleTop, peopleBest] = [c, byPeople];
      const time = TIME_WEIGHT * logTimeLikelihood(state.days[c]!, docs, day);
      return { label: state.labels[c]!, score: prior + known * logMass + (evidence.get(c) ?? 0) + time };
    })
    .sort((a, b) => b.score - a.score || (a.label < b.label ? -1 : 1));
  const top = scores[0]!.label;
  return {
    scores,
    knownShare: total > 0 ? known / total : 0,
    senderShare: senderShare(state, email, top),
    peopleAgree: knownPeople === 0 || state.labels[peopleTop] === top,
    record: {
      user: userTally(state),
      project: projectTally(state, state.labels.indexOf(top)),
      sender: keyedTally(state, senderKey(email.fromAddress)),
      pair: keyedTally(state, pairKey(state.labels.indexOf(top), scores[1] ? state.labels.indexOf(scores[1].label) : undefined)),
    },
    firstSight: firstSight(state, email, subjectWords > 0 && subjectKnown === 0),
  };
}

const projectsOf = (state: LearnerState, key: string) => (state.features[key]?.length ?? 0) / 2;

/**
 * A sender the learner has never learned from, or a subject none of whose
 * words it has seen, writing from a domain whose mail went to two projects or
 * more: nothing on the email has been filed before, and the domain alone does
 * not tell the projects apart. Such an email is often the first of a project
 * the user has not created or taught yet (docs/classifier-eval.md, sixth round).
 */
function firstSight(state: LearnerState, email: EmailInput, subjectNew: boolean): boolean {
  const from = email.fromAddress?.trim().toLowerCase();
  const domain = domainOf(from ?? null);
  if (!from || !domain || projectsOf(state, `d:${domain}`) < 2) return false;
  return subjectNew || projectsOf(state, `f:${from}`) === 0;
}

function senderShare(state: LearnerState, email: EmailInput, label: string): number {
  const from = email.fromAddress?.trim().toLowerCase();
  const posting = from ? state.features[`f:${from}`] : undefined;
  if (!posting) return 0;
  const c = state.labels.indexOf(label);
  let mine = 0;
  let all = 0;
  for (let j = 0; j < posting.length; j += 2) {
    all += posting[j + 1]!;
    if (posting[j] === c) mine = posting[j + 1]!;
  }
  return all > 0 ? mine / all : 0;
}
