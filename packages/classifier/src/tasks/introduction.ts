import type { EmailInput } from '../types.js';
import { splitSentences } from '../text/sentences.js';
import type { Audience } from './audience.js';

/**
 * An introduction of the owner to someone ("Alex, meet Paul", "I wanted to introduce you two", "Intro:
 * Alex <> Priya"), sent to the two of them: the owner is expected to get in touch, and to answer it.
 * Returns the first name of the person introduced and the sentence (or subject) that introduces them.
 */
const INTRO_SUBJECT = /^\s*(?:intro(?:duction)?\b|[^<>]*\S\s*<>\s*\S)/i;
const INTRO_BODY =
  /\b(?:(?:want(?:ed)?|like|love|happy|glad|pleased|delighted)\s+to\s+introduce|let me introduce|allow me to introduce|introducing you|introduce you (?:two|both|to)|connect(?:ing)? you (?:two|both|with)|meet\s+\p{Lu}\p{Ll}+\s*[-–—,:])/iu;
const REPLY = /^\s*(re|aw|sv)\s*:/i;

export function introducedPerson(email: EmailInput, audience: Audience, body: string): { name: string; sentence: string } | null {
  if (audience.role !== 'to' || REPLY.test(email.subject ?? '')) return null;
  if (audience.otherNames.length !== 1 || audience.recipients !== 2) return null;
  const sentence = splitSentences(body).find((s) => INTRO_BODY.test(s)) ?? (INTRO_SUBJECT.test(email.subject ?? '') ? email.subject : null);
  if (!sentence) return null;
  const name = audience.otherNames[0]!;
  return { name: name[0]!.toUpperCase() + name.slice(1), sentence };
}
