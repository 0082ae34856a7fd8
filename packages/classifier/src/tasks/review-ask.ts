import { splitSentences } from '../text/sentences.js';

/**
 * A document sent for the owner's review: "Attached for your review is a
 * clean copy of version 6 of the agreement", "Please find attached the latest
 * draft of ...", "would appreciate your taking a look at it". Lawyers and
 * colleagues ask this way without an imperative, so the request detector
 * misses it; the task is to review the document named.
 */
const SENT_DOCUMENT = [
  // "The attached letters are drafts for your review and comment": the document is the subject.
  /^(?:the\s+)?(?:attached|enclosed)\s+((?:[\w'-]+\s+){0,4}?[\w'-]+)\s+(?:is|are)\s+(?:(?:a|the|our|my)\s+)?(?:(?:revised|latest|updated|new)\s+)?(drafts?|redlines?|for your)\b/i,
  /\b(?:attached|enclosed)\s+(?:for your (?:review|comments?|approval|information)\s+)?(?:is|are|please find|you will find)\s+(.+)$/i,
  /\b(?:please find|i have attached|i've attached|we have attached|i am attaching|i'm attaching|i attach|we attach|here is|here are)\s+(?:attached\s+|enclosed\s+)?(.+)$/i,
  // "The final account for Elm St is attached for your sign-off": the document first, then where it is.
  /^((?:the|our|my)\s+(?:[\w'-]+\s+){0,8}?[\w'-]+)\s+(?:is|are)\s+(?:attached|enclosed)\b/i,
];
/** What the document is sent for, when it is more than a read: "for your approval", "for your signature". */
const SENT_FOR: [RegExp, string][] = [
  [/\bfor your (?:approval|go-ahead)\b/i, 'Approve'],
  [/\bfor your (?:signature|e-?signature)\b/i, 'Sign'],
  [/\bfor your sign-?off\b/i, 'Sign off on'],
];
const REVIEW_CUE =
  /\b(for your (review|comments?|approval|signature|input|sign-?off|instructions)|your instructions|(please|kindly|quickly)\s+review|take a look|taking a look|look (it |them )?over|your (comments?|thoughts|feedback|input|views|blessing)|let me know what you think|any comments|you may wish to (quickly )?review|sign off)\b/i;
/** A draft, a redline or a revised version is sent to be read, even when nobody says so. */
const REVIEW_DOCUMENT = /\b(draft|redline[ds]?|blackline[ds]?|revised|markup|marked[- ]up|comments)\b/i;
const NP_END =
  /\s*(?:\(|,|;|:|\bwhich\b|\bthat\b|\bwho\b|\bso\b|\bfor your\b|\bas well as\b|\bincluding\b|\band the accompanying\b|\bto (?:make|ensure|see)\b|\.\s|$).*$/i;
const MAX_WORDS = 12;
/** A name cut at MAX_WORDS must not end on "for the" ("... Assumption Agreements for the"). */
const DANGLING = /(\s+(for|the|of|and|or|to|a|an|with|in|on|at|by|from))+$/i;

const SENDER_LOOKS =
  /\b(i|we)(\s*'ll|\s+will|\s+shall|\s*'m going to|\s+am going to|\s+are going to|\s+can|\s+could)\s+(also\s+)?(take|have)\s+a\s+look\b/i;
/** What a look is for: "to make sure we captured all the changes". */
const PURPOSE = /\bto\s+(?:make sure|ensure|check|confirm|verify)\s+(?:that\s+)?([^.!?]+?)\s*[.!]?\s*$/i;

/**
 * asked: the email asks for the review in words ("for your review", "please find"), not only sends a draft;
 * cued: in words that ask for a look ("for your review", "your comments"), not only "please find attached";
 * purpose: what the review is to establish, said after the document is named ("check that ...").
 */
export type ReviewAsk = { sentence: string; title: string; comments: boolean; asked: boolean; cued: boolean; purpose?: string };

/** The owner asked for what is sent ("Thank you for your inquiry. Please find our quote attached."): delivered, nothing to do. */
const ASKED_FOR = /\b(as (you )?requested|per your request|you (asked|requested) for|thanks? (you )?for your (inquiry|enquiry|request))\b/i;

export function reviewAsk(body: string, who: string): ReviewAsk | null {
  const sentences = splitSentences(body).slice(0, 12);
  const cue = sentences.some((s) => REVIEW_CUE.test(s));
  if (!cue && sentences.some((s) => ASKED_FOR.test(s))) return null;
  for (const sentence of sentences) {
    for (const re of SENT_DOCUMENT) {
      const m = re.exec(sentence);
      if (!m) continue;
      const draft = /^drafts?$/i.test(m[2] ?? '') && !/\bdraft\b/i.test(m[1]!) ? 'draft ' : '';
      const np =
        draft +
        m[1]!
          .replace(/^(below|attached|enclosed|herewith)\s+/i, '')
          .replace(NP_END, '')
          // "Please find our quote attached": the word after the thing says where it is, not what.
          .replace(/\s+(attached|enclosed|herewith|below)\s*[.!]?$/i, '')
          .replace(/^(our|my)\s+/i, `${who}'s `)
          .replace(/[.!]+$/, '')
          .trim();
      const words = np.split(/\s+/).filter(Boolean);
      if (words.length === 0 || words.length > 25) continue;
      // "Please find them at <link>" says where something is posted, not what is sent.
      if (/^(them|it|this|these|those)\b/i.test(np) || /https?:\/\/|www\./i.test(m[1]!)) continue;
      // "Please find attached/below ..." is itself the ask to look at it.
      if (!cue && !REVIEW_DOCUMENT.test(np) && !/^\s*please\s+find\b/i.test(sentence)) continue;
      const object = words
        .slice(0, MAX_WORDS)
        .map((w, i) => (i === 0 && /^(the|our|my)$/i.test(w) ? w.toLowerCase() : w))
        .join(' ')
        .replace(DANGLING, '')
        // "some suggested revisions" are the revisions sent: "Review the suggested revisions".
        .replace(/^(a|an|some|several|a few|a couple of)\s+/i, 'the ')
        .replace(/^(?!the\b|this\b|that\b|these\b|those\b|my\b|our\b|your\b|his\b|her\b|their\b|\S+'s\b)/i, 'the ');
      // "Let me know if you need any more details" offers help; it does not ask for comments.
      const comments = sentences.some((s) =>
        /\b(comments?|thoughts|feedback|input|views|instructions)\b|\blet me know\b(?!\s+if you (need|have|require|expect|foresee|anticipate|see) any)/i.test(
          s,
        ),
      );
      const asked = cue || /^\s*please\s+find\b/i.test(sentence);
      const verb = SENT_FOR.find(([re]) => sentences.some((s) => re.test(s)))?.[1];
      // An approval or a sign-off is given back in words; a signature goes on the document.
      if (verb) return { sentence, title: `${verb} ${object}`, comments: verb !== 'Sign', asked: true, cued: true };
      return { sentence, title: `Review ${object}${comments ? ` and send ${who} comments` : ''}`, comments, asked, cued: cue };
    }
  }
  // "I'll take a look at it today" is the sender's own step.
  const look = sentences.find(
    (s) =>
      /\b(taking a look at|take a look at|you may wish to (quickly )?review)\s+(it|this|these|them|the (attached|enclosed)\b)/i.test(s) &&
      !SENDER_LOOKS.test(s),
  );
  if (!look) return null;
  // "Would appreciate your taking a look at it to make sure we captured all the changes": the sender waits for
  // the answer, and what the look is for is part of the task.
  const purpose = PURPOSE.exec(look)?.[1]
    ?.replace(/\bwe\b/gi, 'they')
    .replace(/\bour\b/gi, 'their');
  return {
    sentence: look,
    title: 'Review the attached document',
    comments: true,
    asked: true,
    cued: true,
    purpose: purpose ? `check that ${purpose}` : undefined,
  };
}
