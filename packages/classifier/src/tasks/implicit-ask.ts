import { splitSentences } from '../text/sentences.js';
import { subjectTopic } from './title-tidy.js';

/**
 * Asks written as statements or plain questions, which the sentence model
 * (trained on imperative requests) scores low: "We need approval by end of
 * day Thursday", "Where do the discussions with FCE stand?". Only read in
 * mail written to the owner.
 */
const NEED_NOUN = /\b(we|i)\s+(really\s+|still\s+|will\s+|would\s+)?(need|require|await|look forward to)\s+(your\s+|an?\s+|the\s+)?(approval|answer|decision|sign-?off|signature|comments|input|confirmation|response|feedback|go-ahead|ok|okay)\b/i;
const VERB_FOR: Record<string, string> = {
  approval: 'Approve', 'sign-off': 'Sign off on', signoff: 'Sign off on', signature: 'Sign', decision: 'Decide on', answer: 'Answer Ann about',
  comments: 'Send Ann comments on', input: 'Send Ann input on', feedback: 'Send Ann feedback on', confirmation: 'Confirm', response: 'Answer Ann about',
  'go-ahead': 'Approve', ok: 'Approve', okay: 'Approve',
};
/** A question worth an answer: at least a few words, not a rhetorical tag ("right?", "isn't it?"). */
const REAL_QUESTION = /^(?!.*\b(right|isn'?t it|don'?t you think|who knows|why not)\?\s*$).{15,}\?\s*$/i;
const MAX_SENTENCES = 15;

export type ImplicitAsk = { sentence: string; index: number; title: string | null };

export function implicitAsks(body: string, subject: string, who: string): ImplicitAsk[] {
  const out: ImplicitAsk[] = [];
  const topic = subjectTopic(subject) || 'this';
  splitSentences(body)
    .slice(0, MAX_SENTENCES)
    .forEach((sentence, index) => {
      const need = NEED_NOUN.exec(sentence);
      if (need) {
        const verb = VERB_FOR[need[5]!.toLowerCase()] ?? 'Answer Ann about';
        out.push({ sentence, index, title: `${verb.replace('Ann', who)} ${topic}` });
      } else if (REAL_QUESTION.test(sentence)) out.push({ sentence, index, title: null });
    });
  return out;
}
