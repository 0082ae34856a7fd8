/**
 * A text's three-character sequences folded into 512 bits: a text holding a searched string holds
 * each of its trigrams, so a task missing one of the search's bits cannot match and its text is not
 * read. Most tasks of a search miss one (a task's text sets about a quarter of the bits), so the
 * search reads the texts of its matches and of about one task in a thousand besides.
 */
export const SIGNATURE_WORDS = 16;

const bitOf = (a: number, b: number, c: number) => Math.imul((a * 31 + b) * 31 + c, 0x9e3779b1) >>> 23;

/** Sets the text's bits in `into`, words `at` to `at + SIGNATURE_WORDS`. */
export function writeSignature(text: string, into: Uint32Array, at: number): void {
  into.fill(0, at, at + SIGNATURE_WORDS);
  for (let i = 0; i + 2 < text.length; i++) {
    const bit = bitOf(text.charCodeAt(i), text.charCodeAt(i + 1), text.charCodeAt(i + 2));
    into[at + (bit >>> 5)]! |= 1 << (bit & 31);
  }
}

/** The search's bits as word offsets and masks; none for a text shorter than a trigram. */
export function searchSignature(text: string): { words: Int32Array; masks: Int32Array } {
  const bits = new Set<number>();
  for (let i = 0; i + 2 < text.length; i++) bits.add(bitOf(text.charCodeAt(i), text.charCodeAt(i + 1), text.charCodeAt(i + 2)));
  const sorted = [...bits];
  return { words: Int32Array.from(sorted, (b) => b >>> 5), masks: Int32Array.from(sorted, (b) => 1 << (b & 31)) };
}
