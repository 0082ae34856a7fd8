import { LIMITS } from '@triage/contracts';
import { plainText } from './plain-text.js';

/**
 * Classifier body (docs/behaviour.md, Classifier proposals): HTML tags stripped, whitespace collapsed, a
 * missing body becomes 'No Body', and a body over the limit is cut to exactly
 * 10000 characters, the last three being '...'.
 */
export function prepareClassifierBody(text: string | null | undefined): string {
  const plain = plainText(text)
    .replace(/<\/?[a-z!][^>]*>/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return 'No Body';
  const limit = LIMITS.classifierBodyLimit;
  return plain.length > limit ? `${plain.slice(0, limit - 3)}...` : plain;
}
