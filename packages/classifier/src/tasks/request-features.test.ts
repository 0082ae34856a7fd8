import { describe, expect, it } from 'vitest';
import { requestFeatures } from './request-features.js';

const cues = (sentence: string) =>
  [...requestFeatures(sentence).keys()].filter((k) => /^c:(imperative-start|please-verb|clause-imperative)$/.test(k)).sort();

describe('requestFeatures: imperative cues', () => {
  it('finds an imperative verb opening the sentence, after please, or opening a later clause', () => {
    expect(cues('Send me the signed lease.')).toEqual(['c:imperative-start']);
    expect(cues('Please review the draft.')).toEqual(['c:imperative-start', 'c:please-verb']);
    expect(cues('As agreed at the meeting, please upload the files by Friday.')).toEqual(['c:clause-imperative', 'c:please-verb']);
    expect(cues('Two things before Friday: confirm the headcount and book the venue.')).toEqual(['c:clause-imperative']);
  });

  it('gives statements none, commas or not', () => {
    expect(cues('The invoice was paid, as agreed, on Monday.')).toEqual([]);
    expect(cues('Thanks, that works for me.')).toEqual([]);
    expect(cues('We are pleased to announce the new office.')).toEqual([]);
  });
});
