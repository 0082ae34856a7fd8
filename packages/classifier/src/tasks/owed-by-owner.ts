/** The thing ends the sentence or its clause; ", but I assume you are coming" says the sender does not mind. */
const END = String.raw`(?:\s+(?:yet|so far|as of (?:now|today)))?(?=\s*(?:[;.!?]|,(?!\s*but\b)|$))`;
/** "We haven't received the signed renewal yet": a thing only the reader could send back, said without "your". */
const RETURNED = String.raw`the\s+(?:signed|countersigned|executed|completed|filled-in|filled\s+in)\s+[^,;.!?]+?`;
const LACKS = new RegExp(
  String.raw`^(?:(?:just\s+)?(?:i|we)\s+)?(?:still\s+)?(?:don'?t|do not|haven'?t|have not|didn'?t|did not)\s+(?:yet\s+)?(?:have|receive[d]?|gotten|got|get)\s+(?<thing>yours|your\s+[^,;.!?]+?|${RETURNED})${END}`,
  'i',
);
const WAITING = new RegExp(
  String.raw`^(?:(?:just\s+)?(?:i|we)(?:'m|'re|\s+am|\s+are)\s+)?(?:still\s+)?waiting\s+(?:on|for)\s+(?<thing>yours|your\s+[^,;.!?]+?)${END}`,
  'i',
);
const NOT_HEARD = new RegExp(
  String.raw`^(?:(?:i|we)\s+)?(?:still\s+)?(?:haven'?t|have not|didn'?t|did not)\s+(?:yet\s+)?heard\s+(?:back\s+)?from\s+you(?:\s+(?:on|about|regarding|re)\s+(?<thing>[^,;.!?]+?))?${END}`,
  'i',
);
/** What is said rather than sent: waiting on it is waiting for an answer. */
const AN_ANSWER =
  /^your\s+(e-?mail|message|note|reply|response|answer|feedback|comments|input|thoughts|decision|approval|go-ahead|ok|okay|confirmation)\b/i;
const A_CALL = /^your\s+(phone\s+)?call\b/i;
/** "The team numbers are due Wednesday": the thing a following "yours" means. */
const DUE_THING = /(?:^|\bthat\s+)(?<thing>(?:the|our|all)\s+[^,;.!?]{1,60}?)\s+(?:is|are)\s+(?:now\s+)?due\b/i;

export type OwedAsk = { title: string; sentence: string };

/** "Alex - still waiting on ...": the name it is addressed to, said first. */
const NAMED_FIRST = /^\p{Lu}\p{Ll}+\s*[-–—:]\s+/u;
/** "Following up on my note from last week — we haven't received ...": the chaser says it is one first. */
const CHASER_LEAD =
  /^(?:just\s+)?(?:following up|checking in|circling back|chasing|a\s+(?:quick|gentle|friendly)\s+(?:reminder|nudge|follow-?up))\b[^,;:—–]{0,60}?(?:\s*[,;:—–]\s*|\s+-\s+)(?=\p{Ll})/iu;

/**
 * A chaser: "I still don't have your numbers", "I haven't received your expense report yet", "Still waiting
 * on your slides for Thursday", "I haven't heard back from you on the contract". What the sender lacks is the
 * owner's to send, or to answer. A bare "yours" takes its thing from the deadline said just before ("The team
 * numbers are due Wednesday. I still don't have yours."), and the task is dated by it.
 */
export function owedByOwner(written: string, who: string, before: string | undefined, topic: string): OwedAsk | null {
  const said = written.replace(NAMED_FIRST, '').replace(CHASER_LEAD, '');
  const heard = NOT_HEARD.exec(said);
  if (heard) return { title: `Reply to ${who} about ${heard.groups!.thing ?? topic}`, sentence: said };
  const owed = (LACKS.exec(said) ?? WAITING.exec(said))?.groups!.thing;
  if (!owed) return null;
  if (/^yours$/i.test(owed)) {
    // A deadline for "your timesheet" is a task of its own; "the team numbers" become the owner's here.
    const thing = before ? DUE_THING.exec(before)?.groups!.thing : undefined;
    return thing ? { title: `Send ${who} ${thing.replace(/^(the|our|all)\s+/i, 'your ')}`, sentence: `${before} ${said}` } : null;
  }
  if (A_CALL.test(owed)) return { title: `Call ${who}`, sentence: said };
  if (AN_ANSWER.test(owed)) return { title: `Reply to ${who} about ${topic}`, sentence: said };
  return { title: `Send ${who} ${owed}`, sentence: said };
}
