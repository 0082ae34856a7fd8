/**
 * "Please send a draft to:" then an address block: the first line of the block names who gets it
 * ("Mr. Steve Shortino"), so the task says "Send a draft to Steve Shortino".
 */
const TO_COLON = /\bto:\s*$/i;
const ADDRESSEE = /^(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}\.?)?(?:\s+\p{Lu}[\p{L}'-]+){1,2})$/u;
export function withAddressee(request: { sentence: string; index: number }, sentences: readonly string[]): string {
  if (!TO_COLON.test(request.sentence) || request.index < 0) return request.sentence;
  const name = ADDRESSEE.exec(sentences[request.index + 1]?.trim() ?? '');
  return name ? request.sentence.replace(TO_COLON, `to ${name[1]}.`) : request.sentence;
}

/**
 * "Garrett Trip from our Ontario office is coming down Monday. Let's meet with him to discuss Lennox.":
 * the person the sentence before opened with is who "him" or "her" is, and the task names them.
 */
const INTRODUCED = /^(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\.)?\s+\p{Lu}[\p{Ll}'-]+)(?=\s+(?:from|of|at|is|was|will|has|and)\b|,)/u;
const PRONOUN_OBJECT = /\b(with|to|for|call|meet|tell|ask|email|e-mail|contact|thank|introduce yourself to)\s+(him|her)\b/i;
export function withPerson(sentence: string, before: string | undefined): string {
  const person = before ? INTRODUCED.exec(before) : null;
  return person && PRONOUN_OBJECT.test(sentence) ? sentence.replace(PRONOUN_OBJECT, `$1 ${person[1]}`) : sentence;
}
