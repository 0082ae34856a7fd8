/**
 * "I'd like a replacement rather than a refund. Can you arrange that?": the thing the sentence before asked
 * for is what "that" stands for, and the task names it ("Arrange a replacement rather than a refund").
 */
const WANTED =
  /^(?:i|we)(?:'d|\s+would)?\s+(?:really\s+|much\s+)?(?:like|want|prefer|need)\s+(?!to\b)((?:a|an|the|another|some|my|our)\s+[^.!?]{3,80}?)\s*[.!]?\s*$/i;
/** The pronoun as the last object of a short ask: "Can you arrange that?", "Could you sort this out for me today?". */
const PRONOUN_LAST =
  /^(.*\b(?:arrange|organi[sz]e|do|handle|process|sort|set up|book|send|get|make)\s+)(that|this|it)((?:\s+(?:out|up|through|for me|for us|please|today|tomorrow|asap|this week))*\s*[?.!]*\s*)$/i;

export function withThing(sentence: string, before: string | undefined): string {
  const wanted = before ? WANTED.exec(before.trim()) : null;
  const pronoun = PRONOUN_LAST.exec(sentence);
  if (!wanted || !pronoun) return sentence;
  const thing = wanted[1]!.replace(/^(my|our)\s+/i, 'the ');
  return `${pronoun[1]}${thing}${pronoun[3]}`;
}
