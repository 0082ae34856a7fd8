import type { EmailInput } from '../types.js';
import { dayOf, emailFeatures } from './features.js';
import { modelConfidence } from './confidence.js';
import type { LearnerState } from './learner-state.js';
import { scoreLabels } from './predict.js';
import { addDay } from './time-profile.js';
import { CHECK_FROM, forgetRecord, recordCheck } from './track-record.js';

/** Caps the stored vocabulary so a user's state stays well under 2 MB of JSON. */
export const MAX_FEATURES = 20_000;
const PRUNE_TO = Math.floor(MAX_FEATURES * 0.9);
const round = (v: number) => Math.round(v * 100) / 100;

function labelIndex(state: LearnerState, label: string, create: boolean): number {
  let i = state.labels.indexOf(label);
  if (i < 0 && create) {
    i = state.labels.push(label) - 1;
    state.docs.push(0);
    state.mass.push(0);
    state.days.push([]);
    state.record.push([0, 0, 0]);
  }
  return i;
}

function addToPosting(state: LearnerState, key: string, label: number, delta: number): number {
  const posting = state.features[key] ?? [];
  let j = 0;
  while (j < posting.length && posting[j] !== label) j += 2;
  const before = j < posting.length ? posting[j + 1]! : 0;
  const after = Math.max(0, round(before + delta));
  if (j < posting.length) {
    if (after > 0) posting[j + 1] = after;
    else posting.splice(j, 2);
  } else if (after > 0) {
    posting.push(label, after);
  }
  if (posting.length > 0 && !(key in state.features)) {
    state.features[key] = posting;
    state.featureCount++;
  } else if (posting.length === 0 && key in state.features) {
    delete state.features[key];
    state.featureCount--;
  }
  return after - before;
}

/** Drops the features with the least total mass (ties by key, so pruning is deterministic). */
function prune(state: LearnerState): void {
  const totals = Object.entries(state.features).map(([key, p]) => {
    let total = 0;
    for (let j = 1; j < p.length; j += 2) total += p[j]!;
    return { key, total };
  });
  totals.sort((a, b) => a.total - b.total || (a.key < b.key ? -1 : 1));
  const drop = totals.slice(0, totals.length - PRUNE_TO);
  for (const { key } of drop) {
    const p = state.features[key]!;
    for (let j = 0; j < p.length; j += 2) state.mass[p[j]!] = round(state.mass[p[j]!]! - p[j + 1]!);
    delete state.features[key];
  }
  state.featureCount = totals.length - drop.length;
}

/**
 * Before a lesson, what the learner would have proposed for the email goes
 * into its track record (track-record.ts): the user's answer is the truth
 * the guess is checked against.
 */
function checkGuess(state: LearnerState, email: EmailInput, projectId: string): void {
  const scored = scoreLabels(state, email, new Set(state.labels));
  const top = scored.scores[0];
  if (!top) return;
  const confidence = modelConfidence(scored);
  const second = scored.scores[1] ? state.labels.indexOf(scored.scores[1].label) : undefined;
  if (confidence >= CHECK_FROM)
    recordCheck(state, {
      label: state.labels.indexOf(top.label),
      second,
      from: email.fromAddress,
      confidence,
      right: top.label === projectId,
    });
}

/**
 * Teaches the learner that `email` belongs to `projectId`. MUTATES `state` and
 * returns it (copying a large model per approval would only cost time). A
 * negative weight takes back an earlier lesson, e.g. when the user changes an
 * approved project: learn(s, e, old, -1) then learn(s, e, new); the guess is
 * checked on positive lessons only, so a correction counts as the miss it was.
 */
export function learn(state: LearnerState, email: EmailInput, projectId: string, weight = 1): LearnerState {
  if (!Number.isFinite(weight) || weight === 0) return state;
  if (weight > 0) checkGuess(state, email, projectId);
  const c = labelIndex(state, projectId, weight > 0);
  if (c < 0) return state;
  let added = 0;
  for (const [key, value] of emailFeatures(email)) added += addToPosting(state, key, c, weight * value);
  state.mass[c] = Math.max(0, round(state.mass[c]! + added));
  state.docs[c] = Math.max(0, round(state.docs[c]! + weight));
  state.days[c] = addDay(state.days[c]!, dayOf(email.receivedAt), weight);
  if (state.featureCount > MAX_FEATURES) prune(state);
  return state;
}

/** Forgets a project entirely (it was deleted); other labels keep their indexes. */
export function forgetProject(state: LearnerState, projectId: string): LearnerState {
  const c = state.labels.indexOf(projectId);
  if (c < 0) return state;
  for (const [key, p] of Object.entries(state.features)) {
    for (let j = 0; j < p.length; j += 2) if (p[j] === c) addToPosting(state, key, c, -p[j + 1]!);
  }
  state.docs[c] = 0;
  state.mass[c] = 0;
  state.days[c] = [];
  forgetRecord(state, c);
  return state;
}
