import { remembered } from '../util/recent.js';

/**
 * Splits plain email text into sentences. Mail is hard-wrapped, so lines of a
 * paragraph are joined first; list items and short lines ending a thought stay
 * separate. Common abbreviations do not end a sentence.
 */
const ABBREVIATIONS =
  /\b(mr|mrs|ms|dr|prof|sr|jr|st|vs|etc|inc|ltd|co|corp|no|e\.g|i\.e|a\.m|p\.m|u\.s|approx|dept|est|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.$/i;
/**
 * A company's or a list's abbreviation ends the sentence when the writer typed two spaces after it
 * ("... negotiating with Southern Co.  When you get a chance, ..."); a title ("Mr.") never does.
 */
const ENDS_SENTENCE_TWICE_SPACED = /\b(etc|inc|ltd|co|corp)\.$/i;
const BULLET = /^\s*([-*•·]|\d{1,2}[.)]|[a-z][.)])\s+/i;
const GREETING_WORD = /^\s*(hi|hello|hey|dear|good (morning|afternoon|evening)|greetings)\b[^.!?]{0,40}[,:!]?\s*$/i;
/** "John," alone on a line. */
const NAME_LINE = /^\s*[A-Z][\w'-]*( [A-Z][\w'-]*)?[,:]\s*$/;
const isGreeting = (line: string) => GREETING_WORD.test(line) || NAME_LINE.test(line);
const MAX_SENTENCE = 400;
/**
 * Mail is hard-wrapped near 72-78 characters; a line shorter than this ended
 * on purpose (a list entry, a signature line, an address), so the next line
 * starts a new block, unless it plainly continues (starts in lower case).
 */
const WRAPPED_LINE = 45;
/** Only the start of a very long text is split; callers look at the first sentences anyway. */
const MAX_TEXT = 8000;

function paragraphs(text: string): string[] {
  const out: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length) out.push(current.join(' '));
    current = [];
  };
  let previous = '';
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const continues = /^[a-z]/.test(line) && !/[.!?:]$/.test(previous);
    if (!line || BULLET.test(line) || (previous.length < WRAPPED_LINE && !continues)) flush();
    if (line) current.push(line.replace(BULLET, ''));
    if (isGreeting(line)) flush();
    previous = line;
  }
  flush();
  return out;
}

const BOUNDARY = /[.!?]+["')\]]*\s+(?=["'([]?[A-Z0-9])|[?!]+["')\]]*\s+(?=[a-z])/g;
const LOWER_CASE_BOUNDARY = /[.!?]+["')\]]*\s+(?=["'([]?[A-Za-z0-9])/g;

function splitParagraph(paragraph: string): string[] {
  const out: string[] = [];
  let start = 0;
  // Casual mail writes in lower case ("are you free at 12:30? let me know"): after "?" or "!" a
  // lower-case word still starts a sentence; after "." it is more often an abbreviation ("approx. 5").
  // A paragraph typed all in lower case ("ok for me. tuesday 3pm?") starts its sentences that way after "." too.
  const boundary = /^[a-z]/.test(paragraph) ? LOWER_CASE_BOUNDARY : BOUNDARY;
  for (const m of paragraph.matchAll(boundary)) {
    const end = m.index + m[0].trimEnd().length;
    const candidate = paragraph.slice(start, end);
    const last = candidate.split(/\s+/).pop() ?? '';
    if (ABBREVIATIONS.test(last) && !(ENDS_SENTENCE_TWICE_SPACED.test(last) && /\s{2,}/.test(m[0]))) continue;
    out.push(candidate);
    start = m.index + m[0].length;
  }
  out.push(paragraph.slice(start));
  return out;
}

/**
 * Several readers of one email split the same body (the request detector, due dates, meetings,
 * review asks...): the last few splits are kept, so a body is split once. Frozen, as they are shared.
 */
export const splitSentences: (text: string) => readonly string[] = remembered((text: string) => Object.freeze(split(text)));

function split(text: string): string[] {
  return (
    paragraphs(text.slice(0, MAX_TEXT))
      .filter((p) => !isGreeting(p))
      .flatMap(splitParagraph)
      // A "?" right after "." or "!" is a mis-decoded character (smart quotes, dashes), not a question.
      .map((s) =>
        s
          .replace(/([.!:;,])\s?\?+(?=\s|$)/g, '$1')
          // A table's cells keep the tab between them (a row is read cell by cell); other space is one space.
          .replace(/[^\S\t]*\t\s*/g, '\t')
          .replace(/[^\S\t]+/g, ' ')
          .trim(),
      )
      // A one-word question ("Thoughts?", "Agreed?") still asks.
      .filter((s) => /[a-z]/i.test(s) && (s.split(' ').length >= 2 || /^[a-z]+\?$/i.test(s)))
      .map((s) => (s.length > MAX_SENTENCE ? s.slice(0, MAX_SENTENCE) : s))
  );
}
