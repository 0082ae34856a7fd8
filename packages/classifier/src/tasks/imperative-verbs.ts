/**
 * Verbs that open a request when a sentence starts with them ("Send the
 * lease", "Please review"). A sentence starting with anything else is a
 * statement or question, quoted rather than rewritten.
 */
export const IMPERATIVE_VERBS = new Set(
  (
    'accept acknowledge add advise answer approve arrange ask attach attend book bring buy calculate call cancel change ' +
    'check circulate clarify coordinate come comment compile complete confirm consider contact correct decide decline ' +
    'delete deliver discuss double-check download draft drop edit email e-mail ensure estimate explain fax file fill ' +
    'find finalize finalise finish fix follow forward get give go grab handle have help hold include inform install ' +
    'invite invoice keep leave let list log look mail make mark meet move note notify order organize pass pay pick ping plan ' +
    'post prepare print process provide pull put read reach reconcile register reject remember remind remove reply ' +
    'reschedule reserve resend respond return review revise run schedule see send set share ship show sign speak start ' +
    'stop submit summarize take talk tell test text think touch track transfer try update upload use verify visit wait ' +
    'wire write ' +
    // Office verbs that rarely open a statement as a noun ("Label every box", "Chase the supplier").
    'announce archive assign chase choose collect compare configure congratulate deploy enrol enroll escalate evaluate ' +
    'gather greet introduce investigate label negotiate nominate nudge obtain pack prioritise prioritize proofread ' +
    'propose purchase recommend relocate rename renew replace resolve restart scan select sort translate unpack upgrade'
  ).split(' '),
);

export const startsWithImperative = (text: string) => IMPERATIVE_VERBS.has((/^[a-z-]+/i.exec(text)?.[0] ?? '').toLowerCase());

/** Words that open a sentence in a capital without naming anyone. */
const NOT_A_NAME = new Set(
  (
    'please pleased kindly just also and so then pls plz hi hello hey thanks thank ok okay yes no sorry quick urgent fyi ' +
    'reminder note btw again maybe now today tomorrow finally first second next lastly meanwhile anyway additionally sure ' +
    'great perfect cool fine well actually honestly basically alright all team everyone folks guys dear attached'
  ).split(' '),
);

/**
 * "Alex call me asap pls": a name the ask is said to with no comma after it, and the ask; null when the
 * sentence does not open that way.
 */
export function bareNameAndAsk(text: string): { name: string; ask: string } | null {
  const m = /^\s*(\p{Lu}\p{Ll}+)\s+(\p{Ll}+\b.*)$/u.exec(text);
  if (!m || NOT_A_NAME.has(m[1]!.toLowerCase()) || startsWithImperative(m[1]!) || !startsWithImperative(m[2]!)) return null;
  return { name: m[1]!, ask: m[2]! };
}
