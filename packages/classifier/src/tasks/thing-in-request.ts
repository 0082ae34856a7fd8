/**
 * What a pronoun in an ask stands for, from the sentence before, so the task names it: "I'd like a
 * replacement rather than a refund. Can you arrange that?" is "Arrange a replacement rather than a refund".
 */
const WANTED =
  /^(?:(?:quick\s+)?reminder\s+that\s+)?(?:i|we)(?:'d|\s+would)?\s+(?:really\s+|much\s+|still\s+)?(?:like|want|prefer|need)\s+(?!to\b)((?:a|an|the|another|some|my|our|your)\s+[^.!?]{3,80}?)(?:\s+to\s+[^.!?]+)?\s*[.!]?\s*$/i;
/** The pronoun as the last object of a short ask: "Can you arrange that?", "Could you sort this out for me today?". */
const PRONOUN_LAST =
  /^(.*\b(?:arrange|organi[sz]e|do|handle|process|sort|set up|book|send|get|make)\s+)(that|this|it)((?:\s+(?:out|up|over|across|back|through|for me|for us|please|today|tomorrow|asap|this week))*\s*[?.!]*\s*)$/i;

/** "I've put the papers on your desk. Can you sign them ...": the things the sentence before named. */
const THEM_FIRST =
  /^((?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?[a-z]+(?:-[a-z]+)?\s+)(?:them\b|(?:those|these)\b(?=\s*(?:[?.!,;]|$)|\s+(?:in|out|up|over|back|across|to|for|by|before|on|and|with|asap|today|tomorrow|please)\b))/i;
/** "I've left placeholders for your team's numbers - can you fill those in?": the things named before the dash. */
const ASK_AFTER_DASH = /^(.{12,}?)\s+[-–—]\s+((?:please\s+|(?:can|could|would|will)\s+you\s+)[^]*)$/i;
const PLURAL_THING = /\b(?:the|these|those|our|my|your|[a-z]+'s)\s+((?:[a-z-]+\s+){0,2}[a-z-]+(?<![su]s|is)s)\b/;

/** "Your claim is missing receipts for the taxi and hotel. Please upload them": what is missing is what "them" is. */
const MISSING_THINGS = /\b(?:is|are)\s+(?:still\s+)?missing\s+(?:the\s+)?((?:[a-z-]+\s+)?[a-z-]+s\b(?:\s+for\s+[^.,;!?]+)?)/i;

/** "Our AP team needs a W-9 from your company. Can you send one over?": one of the thing just named. */
const ONE_FIRST = /^((?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?[a-z]+(?:-[a-z]+)?\s+)one\b(?!\s+of\b)/i;
const A_THING = /\b(an?)\s+((?:[\w-]+\s+){0,2}?[\w-]+)(?=\s+(?:from|for|to|by|before|on|in|of|with|so|that|and)\b|\s*[.,;!?]|\s*$)/i;

/** "I have a doubt regarding the API limits. Can you please clarify the same?": "the same" is what was just named. */
const THE_SAME = /\bthe same\b(?=\s*(?:[?.!]|please|asap|today|$))/i;
const WHAT_ABOUT = /\b(?:regarding|about|concerning|on|with)\s+((?:the|your|our|this|that)\s+[^.,;!?]{2,60}?)\s*[.!?]?\s*$/i;

/** "Your car is blocking the loading bay. Can you move it asap?": "it" is what the sentence before was about. */
const IT_FIRST = /^((?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?[a-z]+(?:-[a-z]+)?\s+)it\b/i;
const ABOUT_FIRST =
  /^(?:(?:(?:hi|hello|hey|dear)\s+)?\p{Lu}\p{Ll}+\s*(?:[-\u2013\u2014:,])\s*|(?:one|a)\s+(?:(?:small|quick|minor|last)\s+)?(?:thing|point|issue|nit)\s*[-\u2013\u2014:,]\s*)?((?:your|the|our|my)\s+[\p{L}-]+(?:\s+[\p{L}\d-]+){0,4}?)\s+(?:still\s+)?(?:is|was|has|keeps|shows|says|lists|isn't|wasn't|won't|doesn't)\b(?!\s+(?:great|good|fine|nice|lovely|excellent|perfect|amazing|brilliant)\b)/iu;

export function withThing(sentence: string, before: string | undefined): string {
  const dashed = ASK_AFTER_DASH.exec(sentence);
  if (dashed) {
    const ask = withThing(dashed[2]!, dashed[1]);
    if (ask !== dashed[2]) return `${dashed[1]} - ${ask}`;
  }
  const it = IT_FIRST.exec(sentence);
  const about = it && before ? ABOUT_FIRST.exec(before.trim()) : null;
  if (it && about)
    return `${it[1]}${about[1]!.replace(/^(our|my)\s+/i, 'the ').replace(/^\w+/, (d) => d.toLowerCase())}${sentence.slice(it[0].length)}`;
  const same = THE_SAME.test(sentence) && before ? WHAT_ABOUT.exec(before)?.[1] : undefined;
  if (same) return sentence.replace(THE_SAME, same.replace(/^(our|this|that)\s+/i, 'the '));
  const one = ONE_FIRST.exec(sentence);
  const named = one && before ? A_THING.exec(before) : null;
  if (one && named) return `${one[1]}${named[1]!.toLowerCase()} ${named[2]}${sentence.slice(one[0].length)}`;
  const them = THEM_FIRST.exec(sentence);
  const things = them && before ? (MISSING_THINGS.exec(before) ?? PLURAL_THING.exec(before)) : null;
  if (them && things) return `${them[1]}the ${things[1]}${sentence.slice(them[0].length)}`;
  const wanted = before ? WANTED.exec(before.trim()) : null;
  const pronoun = PRONOUN_LAST.exec(sentence);
  if (!wanted || !pronoun) return sentence;
  const thing = wanted[1]!.replace(/^(my|our)\s+/i, 'the ').replace(/^Your\b/, 'your');
  return `${pronoun[1]}${thing}${pronoun[3]}`;
}
