/**
 * The words around a request that ask without being the request: "Is there any chance you could",
 * "Do you think you could", "I was hoping you could", "Need you to", "Just a reminder to". Each
 * pattern matches the frame up to the verb phrase it asks for, so the action reader strips it and
 * the request detector counts it as a sign of a request (the sentence model, trained on other mail,
 * scores several of them low).
 */
const FRAMES: readonly RegExp[] = [
  // "Just checking in to see if you had a chance to review the proposal": the nudge of a thing still to do.
  /^((i|we)('m|'re|\s+am|\s+are|\s+was|\s+were)?\s+)?(just\s+)?(checking\s+in|following\s+up|writing|reaching\s+out|wanted\s+to\s+(check|see|ask)|want\s+to\s+(check|see))(\s+to\s+(see|ask|check))?\s+(if|whether)\s+you\s+(had|have\s+had|got|have\s+got|have|get|found)\s+(a\s+|the\s+|any\s+)?(chance|time|opportunity|moment)\s+(yet\s+)?to\s+/i,
  // "Kindly revert with your comments": an answer asked for in Indian English, which the model has not read.
  /^((please|kindly)\s+)+(?=revert\b)/i,
  /^(is\s+there\s+)?any\s+chance\s+(that\s+)?you\s+(could|can|would|might)\s+(please\s+)?/i,
  /^do\s+you\s+think\s+you\s+(could|can|would|might)\s+(please\s+)?/i,
  /^(can|could|may)\s+i\s+ask\s+you\s+to\s+(please\s+)?/i,
  /^(i|we)\s*('m|'re|\s+am|\s+are|\s+was|\s+were)\s+hoping\s+(that\s+)?you\s+(could|can|would|might)\s+(please\s+)?/i,
  /^((i|we)\s+)?(really\s+|still\s+)?need\s+(you|u)\s+to\s+(please\s+)?/i,
  /^you('ll|\s+will)\s+(need|have|want)\s+to\s+/i,
  /^you\s+are\s+(required|asked|expected|requested)\s+to\s+(please\s+)?/i,
  // An instruction to everyone the reader is one of: "All employees must complete the training by Dec 15".
  /^(all|every|each)\s+(of\s+(you|us)|employees?|staff|team\s+members?|members?|users?|managers?|participants?|attendees?|colleagues?|students?|parents?)\s+(must|need\s+to|needs\s+to|are\s+required\s+to|is\s+required\s+to|are\s+asked\s+to|should|have\s+to|has\s+to)\s+/i,
  /^every(one|body)\s+(must|needs\s+to|is\s+required\s+to|is\s+asked\s+to|should|has\s+to)\s+/i,
  /^(just\s+)?(a\s+)?(quick\s+|friendly\s+|gentle\s+|final\s+)?reminder\s+(to|that\s+you\s+(need|have)\s+to)\s+(please\s+)?/i,
  /^(i|we)('d|\s+would)\s+(really\s+|greatly\s+)?(appreciate\s+it|be\s+(grateful|thankful|obliged))\s+if\s+you\s+(could|can|would)\s+(please\s+)?/i,
  /^it\s+would\s+(be\s+(great|helpful|nice|good|appreciated)|help(\s+a\s+lot)?)\s+if\s+you\s+(could|can|would)\s+(please\s+)?/i,
];

/** "Before then I need you to ...", "In the meantime, you'll need to ...": a short lead of time or sequence first. */
const LEAD = String.raw`(?:(?:before|by|after|until|till|once|for now|in the meantime|meanwhile|first(?:ly)?|also|then|so|and|but|today|tomorrow|this (?:week|morning|afternoon))\b[^,;:.?!]{0,30}?,?\s+)?`;

export const ASK_FRAMES: readonly RegExp[] = FRAMES.map((re) => new RegExp(`^${LEAD}${re.source.slice(1)}`, re.flags));

export const hasAskFrame = (sentence: string) => ASK_FRAMES.some((re) => re.test(sentence.trim()));
