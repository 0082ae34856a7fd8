/**
 * A person's words carried by a system's notification: a mention ("Sam Patel mentioned you in a comment in
 * Q1 plan", then "@Alex Morgan can you confirm the headcount numbers?") or a share with a note ("Sam Patel
 * shared a document ... Could you fill in the ratings by Friday?"). What the person asks is asked of the
 * owner; the rest is the system's boilerplate.
 */
const CARRIER =
  /(?<who>\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{Ll}'-]+)?)\s+(?:\([^)]*\)\s+)?(?:mentioned you|replied to (?:your|a) comment|assigned you|has shared|shared (?:a|an|the)\s+(?:document|file|folder|spreadsheet|presentation|item)|has invited you to (?:edit|view|comment))\b/u;
/** "@alex.morgan@example.com", "@Alex Morgan": the mention names the owner; the words after it ask. */
const MENTION = /@(?:[\w.+-]+@[\w.-]+\.\w+|\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?|[\w.-]+)\s*/gu;
/** The system's own lines: buttons, footers, the document's name alone. */
const BUTTON =
  /^(reply|open|view|view (it|event|document|comment)|reply in \w+|you received this|you are receiving|change what|unsubscribe)/i;
const BOILERPLATE = new RegExp(`${BUTTON.source}|^\\S+(\\s+\\S+){0,3}$`, 'i');

export type CarriedNote = { who: string; text: string };

/** A chat's digest of missed messages: a name on its own line, then what that person wrote. */
const DIGEST =
  /\b(?:(?:are|is) trying to reach you|sent you (?:a )?(?:new )?(?:chat )?messages?|you have \d+ (?:new|unread) messages?|you missed (?:a )?(?:chat|messages?))\b/i;
const NAME_LINE = /^\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{Ll}'-]+){1,2}$/u;

/** A voicemail's transcript: "You received a voice mail from Jordan Blake ..." then "Transcription: Hi Alex, ...". */
const VOICEMAIL = /\bvoice\s?mail\s+from\s+(?<who>\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{Ll}'-]+)?)/u;
const TRANSCRIPT = /^\s*(?:transcription|transcript|preview)\s*:\s*(.+)$/im;

export function carriedNote(body: string): CarriedNote | null {
  const voicemail = VOICEMAIL.exec(body);
  const transcript = voicemail ? TRANSCRIPT.exec(body)?.[1]?.trim() : undefined;
  if (voicemail && transcript) return { who: voicemail.groups!.who!.split(/\s+/)[0]!, text: transcript };
  const carrier = CARRIER.exec(body);
  if (!carrier) return digestNote(body);
  const lines = body
    .slice(carrier.index + carrier[0].length)
    .split('\n')
    .slice(1)
    .map((l) => l.trim().replace(/^["“']|["”']$/g, ''))
    .filter((l) => l && !BOILERPLATE.test(l) && !CARRIER.test(l) && !/:$/.test(l));
  const text = lines.join('\n').replace(MENTION, '').trim();
  return text ? { who: carrier.groups!.who!.split(/\s+/)[0]!, text } : null;
}

function digestNote(body: string): CarriedNote | null {
  const digest = DIGEST.exec(body);
  if (!digest) return null;
  const lines = body
    .slice(digest.index)
    .split('\n')
    .slice(1)
    .map((l) => l.trim());
  const at = lines.findIndex((l) => NAME_LINE.test(l));
  if (at < 0) return null;
  const said: string[] = [];
  for (const line of lines.slice(at + 1)) {
    if (!line || NAME_LINE.test(line) || BUTTON.test(line)) break;
    said.push(line);
  }
  const text = said.join('\n').replace(MENTION, '').trim();
  return text ? { who: lines[at]!.split(/\s+/)[0]!, text } : null;
}
