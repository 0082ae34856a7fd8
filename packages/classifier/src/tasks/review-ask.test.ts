import { describe, expect, it } from 'vitest';
import { reviewAsk } from './review-ask.js';

describe('reviewAsk', () => {
  it('keeps what a look is for as part of the review (mann-k/vepco/49, mann-k/panda/54)', () => {
    expect(
      reviewAsk(
        '<<HBTX01_.doc>> I would like to file this as soon as possible, but would\nappreciate your taking a look at it to make sure we captured all the\nchanges.  Thanks.',
        'Alan',
      ),
    ).toMatchObject({ title: 'Review the attached document', purpose: 'check that they captured all the changes', asked: true });
    expect(
      reviewAsk(
        "Per Isabel's request, you may wish to quickly review these documents to\nensure that they are in accord with Enron's discussions with GE.",
        'Jeff',
      )?.purpose,
    ).toBe("check that they are in accord with Enron's discussions with GE");
  });

  it('a look asked for without a purpose stays a plain review', () => {
    expect(reviewAsk('Would appreciate your taking a look at it.', 'Alan')).toMatchObject({
      title: 'Review the attached document',
      purpose: undefined,
    });
  });
});
