import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchSignature, SIGNATURE_WORDS, writeSignature } from './trigram-signature.js';

/** Whether a text's signature has every bit of the search's: the index reads the text only then. */
function passes(text: string, search: string): boolean {
  const signature = new Uint32Array(SIGNATURE_WORDS * 2);
  writeSignature(text, signature, SIGNATURE_WORDS);
  const { words, masks } = searchSignature(search);
  return [...words].every((word, i) => (signature[SIGNATURE_WORDS + word]! & masks[i]!) !== 0);
}

describe('trigram signature', () => {
  it('lets every text through that holds the search, whatever its characters', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.string({ unit: 'grapheme', minLength: 1 }),
        fc.string({ unit: 'grapheme' }),
        (before, search, after) => passes(before + search + after, search),
      ),
      { numRuns: 500 },
    );
  });

  it('stops most texts that do not hold the search', () => {
    const texts = Array.from({ length: 2000 }, (_, i) => `task ${i}: send the revised schedule and the minutes of meeting ${i * 7}`);
    expect(texts.filter((t) => passes(t, 'drawings')).length).toBeLessThan(20);
    expect(texts.filter((t) => passes(t, 'schedule')).length).toBe(2000);
  });

  it('has no bits for a search shorter than three characters, which then reads every text', () => {
    expect(searchSignature('ab').words).toHaveLength(0);
    expect(passes('anything', 'zq')).toBe(true);
  });
});
