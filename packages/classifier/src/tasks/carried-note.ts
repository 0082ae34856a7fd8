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

/**
 * A voicemail's transcript: "You received a voice mail from Jordan Blake ..." then "Transcription: Hi Alex, ...";
 * or a subject that says whose it is ("Voicemail from Tom Reyes (2 minutes)", "New voice message from ...")
 * over a body that is the transcript itself, with the system's labelled lines ("Duration: 0:42") around it.
 */
const VOICEMAIL = /\b[Vv]oice\s?(?:[Mm]ail|[Mm]essage)\b[^\n]{0,40}?\bfrom\s+(?<who>\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{Ll}'-]+)?)/u;
const TRANSCRIPT = /^\s*(?:transcription|transcript|preview)\s*:\s*(.+)$/im;
const LABELLED_LINE = /^[\p{L} ]{1,24}:\s|^[\d\s()+.-]{7,}$/u;

function voicemailNote(body: string, subject: string): CarriedNote | null {
  const inBody = VOICEMAIL.exec(body);
  const caller = inBody ?? VOICEMAIL.exec(subject);
  if (!caller) return null;
  const labelled = TRANSCRIPT.exec(body)?.[1]?.trim();
  const spoken = inBody
    ? undefined
    : body
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !LABELLED_LINE.test(l) && !BUTTON.test(l))
        .join('\n');
  const text = labelled ?? spoken;
  return text ? { who: caller.groups!.who!.split(/\s+/)[0]!, text } : null;
}

/** subject: a voicemail's subject can be all that names the caller. */
export function carriedNote(body: string, subject = ''): CarriedNote | null {
  const voicemail = voicemailNote(body, subject);
  if (voicemail) return voicemail;
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
