import { describe, expect, it } from 'vitest';
import { classify } from '../classify/classify.js';
import { context, email } from '../test-support/fixtures.js';
import { namedQuestions } from './named-question.js';
import { questionTitle } from './question-title.js';

const GREGG =
  'I am assuming that Enron MW, L.L.C., as Member, will be \nfunding enovate, L.L.C.  Does ENA then fund Enron MW, L.L.C.? (Kay? Mary \nLynne?)  \n\nAny thoughts, please let me know.';

describe('a question put to people by name in brackets after it', () => {
  it("is the owner's when the owner is one of the names (mann-k/enovate/27)", () => {
    expect(namedQuestions(GREGG, ['kay'])).toEqual([{ sentence: 'Does ENA then fund Enron MW, L.L.C.?', index: 1, title: null }]);
    expect(namedQuestions(GREGG, ['sam'])).toEqual([]);
  });

  it('reads as what to tell the asker', () => {
    expect(questionTitle('Does ENA then fund Enron MW, L.L.C.?', 'Gregg')).toBe('Tell Gregg whether ENA then funds Enron MW, L.L.C.');
  });

  it('gives a copied owner the question and a reply to write', () => {
    const r = classify(
      email({
        fromName: 'Gregg Penman',
        fromAddress: 'gregg.penman@triage.test',
        to: [
          { name: 'Mary Ruffer', address: 'mary.ruffer@triage.test' },
          { name: 'Sam Round', address: 'sam.round@triage.test' },
        ],
        cc: [{ name: 'Kay Mann', address: 'kay.mann@triage.test' }],
        bodyText: GREGG,
      }),
      context({ ownerAddresses: ['kay.mann@triage.test'], userName: 'Kay Mann' }),
    );
    expect(r.proposedTasks.map((t) => t.title)).toEqual(['Tell Gregg whether ENA then funds Enron MW, L.L.C.']);
    expect(r.replyNeeded).toBe(true);
  });
});
