import { describe, expect, it } from 'vitest';
import { mailToSam } from '../test-support/classified.js';

/** Questions asked beside something to do: the task is the deed, the reply answers the question. */
const { classified } = mailToSam({ fromName: 'Jean Reed', fromAddress: 'jean.reed@mail.test' });

describe('questions beside deeds', () => {
  it('a question beside a thing to bring is answered in the reply, with a blank for the answer', () => {
    const christmas = classified({
      subject: 'Christmas',
      bodyText:
        'Hi love, are you and Ben still coming on the 24th? Let me know so I can sort out the beds. Also can you bring the big folding table from your garage? xx',
    });
    expect(christmas.proposedTasks.map((t) => t.title)).toEqual(['Bring the big folding table from your garage']);
    expect(christmas.replyNeeded).toBe(true);
    expect(christmas.replyEmail).toContain('bring the big folding table from my garage');
    expect(christmas.replyEmail).toContain('Whether Ben and I are still coming on the 24th: [your answer]');
  });

  it('a tag question or a list of names asks for no answer beside the deed', () => {
    const tagged = classified({
      subject: 'Between us',
      bodyText: 'Please call me when you are back. This is just between you and me, okay?',
    });
    expect(tagged.replyNeeded).toBe(false);
    expect(tagged.replyEmail).not.toContain('[your answer]');
    const names = classified({
      subject: 'Fantasy league',
      bodyText: 'Please bring the draft sheet on Friday. Greg Martin? Gary Lamphier? Scott Earnest? Tony Harris?',
    });
    expect(names.replyEmail).not.toContain('[your answer]');
  });
});
