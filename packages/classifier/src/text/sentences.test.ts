import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences.js';

describe('splitSentences', () => {
  it('ends a sentence on a company abbreviation typed with two spaces after it (hyvl-d/gas/southern/33)', () => {
    expect(
      splitSentences(
        'Please note the following document that we are still negotiating with \nSouthern Co.  When you get a chance, lets discuss.',
      ),
    ).toEqual([
      'Please note the following document that we are still negotiating with Southern Co.',
      'When you get a chance, lets discuss.',
    ]);
  });

  it('ends a question or an exclamation before a lower-case word; a full stop before one stays inside', () => {
    expect(splitSentences('are you free for lunch at 12:30? let me know! see you there')).toEqual([
      'are you free for lunch at 12:30?',
      'let me know!',
      'see you there',
    ]);
    expect(splitSentences('It costs approx. five dollars a unit.')).toEqual(['It costs approx. five dollars a unit.']);
  });

  it('keeps a title or a single-spaced abbreviation inside the sentence', () => {
    expect(splitSentences('Please call Mr.  Smith at the Southern Co. office today.')).toEqual([
      'Please call Mr. Smith at the Southern Co. office today.',
    ]);
  });
});
