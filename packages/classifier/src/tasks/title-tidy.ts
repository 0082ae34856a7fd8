/**
 * A request as a short imperative with its object: the reason, the
 * sender's follow-on and the polite frame go ("Approve the invoice and send
 * us a new PO number so we can keep the June clean on the schedule" ->
 * "Approve the invoice and send Ann a new PO number").
 */
const TAIL = new RegExp(
  [
    String.raw`,?\s+so\s+(that\s+)?(we|i|they|he|she|it|you|[A-Z][a-z]+'s|[A-Z][a-z]+)\b`,
    String.raw`,\s*which\b`,
    String.raw`,\s+(although|though|even though)\b`,
    String.raw`,?\s+as\s+(we|i|they|the|this|it|he|she)\b`,
    String.raw`,?\s+because\b`,
    String.raw`,?\s+since\b`,
    String.raw`,?\s+in order to\b`,
    String.raw`,?\s+if\s+(possible|you\s+(can|could|have|get|would|wish|want|like|need|are))\b`,
    String.raw`,?\s+(and|then)\s+(i|we)(\s+(will|can|could|shall)|'ll)\b`,
    // "... before I can publish it": the sender's next step, waiting on this one.
    String.raw`,?\s+(before|until)\s+(i|we)\s+(can|could|will|'ll)\b`,
    // "Arrange payment by end of month or let us know if there is an issue": the way out is not the task.
    String.raw`,?\s+or\s+(let|tell)\s+(me|us|[A-Z][a-z]+)\s+know\b`,
    String.raw`,?\s+or\s+(contact|call|e-?mail|phone|write to)\s+(me|us)\s+if\b`,
    // "your decision by the 15th to give them notice": why the sender needs it by then.
    String.raw`\s+to\s+(give|allow|ensure|meet|hit|catch)\s+(them|us|me|him|her|the|our|enough)\b`,
    String.raw`,?\s+(and|then)\s+[A-Z][a-z]+\s+(will|can|could|shall)\b`,
    String.raw`\s+-\s+.*$`,
    String.raw`;.*$`,
  ].join('|'),
  'i',
);
const TRAILING_DUE =
  /,?\s+(by|before|on|until|till|no later than)\s+(the\s+)?(end of (the |this |next )?(day|week|month|quarter|year)|eod|cob|close of business|today|tonight|tomorrow|(next\s+)?(mon|tues|wednes|thurs|fri|satur|sun)day|\d{1,2}(st|nd|rd|th)|\d{1,2}\/\d{1,2}(\/\d{2,4})?|(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(st|nd|rd|th)?)\s*$/i;
/** "Approve it today": a day word left at the end, with no preposition before it. */
const TRAILING_DAY = /,?\s+(today|tonight|tomorrow(\s+(morning|afternoon|evening))?|this\s+(morning|afternoon|evening|week))\s*$/i;
const TRAILING_ASAP =
  /,?\s+(as soon as possible|asap|at the earliest|at your earliest convenience|when you (can|get a chance|get a (moment|minute|sec(ond)?)|have a (moment|minute|sec(ond)?))|when (you'?re |you are |it'?s |it is )?ready|(at the )?latest)\s*$/i;
/** Past this many words a title is cut at the next comma or conjunction. */
const MAX_WORDS = 14;

export function tidyAction(text: string, who: string): string {
  let t = text
    .trim()
    // "join us ...as we're in the home stretch": an ellipsis joins clauses like a space.
    .replace(/\s*\.{2,}\s*/g, ' ')
    // "Let me know by Friday if the lease is ready": the day is on the task, the title asks the question.
    .replace(/^(let|tell)\s+(me|us)\s+know\s+((by|before|no later than)\s+[^,]{1,30}?\s+)?(if|whether)\b/i, `Tell ${who} whether`)
    .replace(/^(let|tell)\s+(me|us)\s+know\s+/i, `Tell ${who} `);
  const tail = TAIL.exec(t);
  if (tail && tail.index > 5) t = t.slice(0, tail.index);
  t = t
    .replace(/^let'?s\s+/i, '')
    // "(Would it be possible to) receive from you the documents": the sender's side of sending.
    .replace(/^(receive|get|have)\s+from\s+you\s+/i, `Send ${who} `)
    .replace(/^(take a look at|have a look at|look over|look at|go over|go through)\s+/i, 'Review ')
    .replace(/\s+(by|before|until) then\b/i, '')
    .replace(/^(let|tell)\s+(me|us)\s+know$/i, `Reply to ${who}`)
    // "Please advise." and "kindly revert" (reply, in Indian English) ask for an answer.
    .replace(/^advise\W*$/i, `Reply to ${who}`)
    // "Advise what Enron's position is": telling.
    .replace(/^advise\s+(if|whether)\b/i, `Tell ${who} whether`)
    .replace(/^advise\s+(?=(what|how|when|where|who|which)\b)/i, `Tell ${who} `)
    // "Either send Wade an e-mail or call": the first way, said without its "either".
    .replace(/^either\s+(?=[a-z])/i, '')
    // "Review the Mobil transaction document for your review": the verb already says it.
    .replace(/^(review\b.*?)\s+for\s+your\s+(review|perusal|consideration)$/i, '$1')
    // "Review, I believe I incorporated all of your items": the verb alone, the rest is news.
    .replace(/^(review|check|sign|approve|look)\s*,\s+(i|we)\b.*$/i, '$1')
    // "Come back to Shari directly": answer her.
    .replace(/^come\s+back\s+to\s+(\S+)(\s+directly)?/i, 'Reply to $1')
    // "Pleased put the logo on it": "please", mistyped.
    .replace(/^pleased\s+(?=[a-z])/i, '')
    .replace(/\s+and\s+revert\b(\s+(back|to (me|us)))?/i, ` and reply to ${who}`)
    // "insert the clause and then please forward the contracts": one ask, the courtesy said once.
    .replace(/\s+and\s+(then\s+)?(please|pls|kindly)\s+/i, (_, then?: string) => ` and ${then ?? ''}`)
    // "Call me back asap, it's about the delivery": what the call is about.
    .replace(/,\s+it'?s\s+(about|regarding|re)\s+/i, ' about ')
    // "Please confirm me the reception" (a Spanish or French turn): confirming receipt.
    .replace(/^confirm\s+(me|us)\s+the\s+(reception|receipt)\b/i, `Confirm receipt to ${who}`)
    .replace(/^revert(\s+back)?(\s+to\s+(me|us))?\s+with\s+/i, `Send ${who} `)
    .replace(/^revert\b(\s+back)?(\s+to\s+(me|us))?/i, `Reply to ${who}`)
    .replace(
      /\b(send|give|forward|email|e-mail|show|get|provide|bring|fax|mail|pass|join|meet|call|contact|phone|visit)\s+us\b/gi,
      `$1 ${who}`,
    )
    .replace(/\b(to|with|for)\s+us\b/gi, `$1 ${who}`)
    .replace(/\bour\b/gi, `${who}'s`);
  // Links belong to the email, not the title; the due date is on the task, so a deadline left
  // trailing once the tail went is dropped too, as is "as soon as possible" (the priority says it).
  t = t
    // A link written in brackets after its words ("the tender folder (https://...)") takes its brackets along.
    .replace(/\s*\(\s*<?(https?:\/\/|www\.)[^\s)]*\s*\)?/gi, '')
    .replace(/:?\s*<?(https?:\/\/|www\.)\S+/gi, '')
    .replace(TRAILING_DUE, '')
    .replace(TRAILING_DAY, '')
    .replace(TRAILING_ASAP, '')
    // A title cut after its conjunction or preposition ("Offer your final approval and"): that word goes too.
    .replace(/\s+(and|or|but|for|to|of|with)\s*:?\s*$/i, '')
    // "Call Mark ASAP on 555-0101": the priority says how soon, wherever the words sit.
    .replace(/\s+(asap|as soon as possible)\b(?=\s+\S)/i, '');
  const words = t.split(/\s+/);
  if (words.length > MAX_WORDS) {
    const rest = words.slice(MAX_WORDS - 4).join(' ');
    const cut = /,|\s(and|or|but|with|including|such as)\s/i.exec(rest);
    if (cut) t = `${words.slice(0, MAX_WORDS - 4).join(' ')} ${rest.slice(0, cut.index)}`;
  }
  return t.replace(/[\s,;:.!-]+$/, '').trim();
}

const VAGUE_OBJECT =
  /\b(this one|that one|this|it|these|them|the attached|the below|the following|the document|the file|the email|the (attached|enclosed) (documents?|files?|drafts?|copy|copies))\s*$/i;
/** Deeds done to a person: their pronoun stands for someone, never for the subject's topic. */
export const PERSON_PRONOUN =
  /^(?:call|phone|ring|e-?mail|contact|text|thank|reply to|write to|get back to|follow up with|apologi[sz]e to)\s+(?:them|him|her)(?:\s+back)?$/i;
/** "Give Eric your thoughts", "Send Catherine any corrections": comments on what, the subject says. */
const BARE_COMMENTS = /\b(your|any|some)\s+(thoughts|comments|feedback|input|views|corrections|suggestions)$/i;
const BARE_COMMENTS_ASK =
  /^(?:give|send|provide|share)\s+(\S+)\s+((?:your|any|some)\s+(?:thoughts|comments|feedback|input|views|corrections|suggestions))$/i;
/** A pronoun object, not a determiner: "Get these to Elena", not "Ask these users". */
const VERB_PRONOUN =
  /^((?:deal with|take care of|look into|follow up on|sort out|\S+))\s+(?:(?:this|it|these|them|those)\b(?=\s+(?:to|over|back|for|with|by|on|in|at|as|from)\b)|(?:this|it)\b(?=\s+(?:and|while|when|once|before|after|until|today|tomorrow)\b))/i;
const OBJECTLESS_END = /\s(?:to|and)\s+(?:revise|resend|review|sign|update|fix|check|approve|forward|amend|correct|countersign)$/i;
const STATUS_OF_NOTHING = /^((?:check|follow up|look into|find out|ask)(?: on| about)? the status)(?! of\b| on\b| for\b)/i;
const SUBJECT_NOISE =
  /^\s*((re|fw|fwd)\s*:\s*|\[[^\]]*\]\s*|(urgent|important|fyi|please read|action required|action needed|reminder|attention|(approval|signature|review|response) (needed|required|requested)|please (docu)?sign|(\w+ )?(awaiting|pending|needs|requires) (your )?(approval|signature|review))\b\s*[:!-]*\s*)+/i;
const TOPIC_WORDS = 8;
/** "Question about a sidewalk sign" is about the sidewalk sign. */
const TOPIC_FRAME_AFTER = /(?<=\S)\s+(questions?|queries|query)\s*[?!.]*$/i;
const TOPIC_FRAME = /^(questions?|query|queries|request|update|info|information|note)\s+(about|on|re|regarding|for)\s+/i;

/** The subject as a topic: prefixes and tags dropped, at most a few words. */
export function subjectTopic(subject: string): string {
  // "Change order CO-12 - additional rock excavation": the part before a dash or colon names the thing.
  // "Proposal questions" asks about the proposal, as "Questions about the proposal" does.
  const head = (subject.replace(SUBJECT_NOISE, '').split(/\s+[-–:]\s+|:\s+/)[0] ?? '')
    .replace(TOPIC_FRAME, '')
    .replace(TOPIC_FRAME_AFTER, '')
    // "Mobil transaction document for your review.": what the subject asks is not what it names.
    .replace(/\s+for\s+(your\s+)?(review|approval|signature|information|comments?|consideration|perusal)\b[\s.!]*$/i, '');
  const words = head
    .replace(/[\s:;,.!?-]+$/, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  // "Dominion prepay for City of Tallahassee deal for March 2002", cut: not "... deal for".
  return words
    .slice(0, TOPIC_WORDS)
    .join(' ')
    .replace(/(\s+(for|to|of|with|and|or|the|a|an|in|on|at|by))+$/i, '');
}

/**
 * "Look at this" says nothing in a task list: a pronoun object (or a bare
 * "Reply to Ann") takes the email's topic from its subject.
 */
/** "Sign and return" a "Signed NDA": the subject names the thing as it should come back; the task signs the NDA. */
const RESULT_WORD = /^(signed|executed|countersigned|completed|approved|reviewed)\s+(?=\S)/i;
function doneBy(title: string, topic: string): string {
  const result = RESULT_WORD.exec(topic);
  if (!result) return topic;
  const verb = result[1]!.toLowerCase().replace(/d$/, '').replace(/e$/, '');
  return title
    .toLowerCase()
    .split(/\s+/)
    .some((w) => w.replace(/e$/, '') === verb)
    ? topic.slice(result[0].length)
    : topic;
}

/** "Invoice 20931 - query": a thing known by its number is named as "invoice 20931", "RFI 112", without "the". */
function theTopic(topic: string): string {
  const numbered = /^(\p{Lu}\p{Ll}+|\p{Lu}{2,})\s+(#?\d[\w/-]*)$/u.exec(topic);
  if (!numbered) return `the ${topic}`;
  return /^\p{Lu}{2,}$/u.test(numbered[1]!) ? topic : `${numbered[1]!.toLowerCase()} ${numbered[2]}`;
}

export function withTopic(title: string, subject: string): string {
  // "Countersign the SOW and return it": the pronoun is the thing just named, not the subject.
  const both = /^(\S+) ((?:the|your|this|that) [^,]+?) and (\S+) (?:it|them)$/i.exec(title);
  if (both) return `${both[1]} and ${both[3]} ${both[2]}`;
  const topic = subjectTopic(subject);
  if (!topic) return title;
  const named = theTopic(topic);
  // "Please arrange payment" under "Overdue invoice INV-3391": payment of the bill the subject names.
  const bill = /^(arrange|make|process|send|authori[sz]e)\s+(the\s+)?payment$/i.test(title)
    ? /\b(invoice|bill)\s+(#?[\w-]*\d[\w-]*)/i.exec(topic)
    : null;
  if (bill) return `${title} for ${bill[1]!.toLowerCase()} ${bill[2]}`;
  // "Can you draft something and I'll review?" under a letter to answer: a response to it.
  if (/^draft (something|a response|a reply)$/i.test(title)) return `Draft a response to the ${topic}`;
  // "Interested?" under "Speaker invitation": interested in what the subject names.
  const state = /^(tell \S+ whether you are) (interested|keen|available|free|up for it)$/i.exec(title);
  if (state) return `${state[1]} ${state[2]} ${/^(available|free)$/i.test(state[2]!) ? 'for' : 'in'} the ${topic}`;
  // "Can you let the concrete supplier know?" under "Schedule change": know about that.
  const letKnow = /^let ((?:the|your|our) [^,]+?) know$/i.exec(title);
  if (letKnow) return `Let ${letKnow[1]} know about the ${topic}`;
  // "Let's do Thursday" under "Lunch": the day taken (the due date), the lunch attended.
  if (/^do$/i.test(title)) return `Attend the ${topic}`;
  // "can you make it?" under a dinner invitation: being there.
  if (/^make it( (on time|tonight|today|tomorrow))?$/i.test(title)) return `Attend the ${topic}`;
  // "Can you take this one?" on a forwarded contract: taking the work on.
  if (/^take (this|it|that)( one)?$/i.test(title)) return `Take on ${named}`;
  // "Please call them today": a person, whom no subject names (the forwarded sender may: personInForward).
  if (PERSON_PRONOUN.test(title)) return title;
  if (VAGUE_OBJECT.test(title)) return title.replace(VAGUE_OBJECT, named);
  // "Can you check on the status with your AP team?" under "invoice 4471": the status of the subject's thing.
  if (STATUS_OF_NOTHING.test(title)) return title.replace(STATUS_OF_NOTHING, `$1 of ${named}`);
  // "Get these to Elena": the pronoun right after the verb.
  if (VERB_PRONOUN.test(title)) return title.replace(VERB_PRONOUN, `$1 ${named}`);
  // "Review and approve": verbs without an object.
  // "RSVP" is answered for an event: "RSVP for the holiday party".
  if (/^rsvp$/i.test(title)) return `RSVP for the ${topic}`;
  // "Please do the needful": whatever the subject needs.
  if (/^do the needful$/i.test(title)) return `Take care of ${named}`;
  // "Let me know" left alone once its tail went ("... and I'll draft it"): an answer about the subject.
  if (/^tell \S+$/i.test(title)) return `Reply to ${title.split(' ')[1]} about ${topic}`;
  // "Mind taking a look?", "Can you have a look?": a look at what the subject names.
  if (/^(take|have) a (quick )?look$/i.test(title)) return `Review ${named}`;
  // "What do you think?" of what the subject names.
  if (/^tell \S+ what you think$/i.test(title)) return `${title} about ${topic}`;
  if (/^\S+( and \S+)?$/.test(title)) return `${title} the ${doneBy(title, topic)}`;
  // "Get the architect to revise and resend": what they revise is what the subject names.
  if (OBJECTLESS_END.test(title)) return `${title} ${named}`;
  // "Check and reply to Raj": the checking is of what the subject names.
  const thenReply = /^(\S+) and (reply to \S+)$/i.exec(title);
  if (thenReply) return `${thenReply[1]} the ${topic} and ${thenReply[2]}`;
  if (/^(reply|respond|get back) to \S+$/i.test(title)) return `${title} about ${topic}`;
  // Comments on a thing are given after reading it: "Give Eric your thoughts" on an ad is "Review the Proposed Ad ... and send Eric your thoughts".
  const bare = BARE_COMMENTS_ASK.exec(title);
  if (bare) return `Review the ${topic} and send ${bare[1]} ${bare[2]}`;
  if (BARE_COMMENTS.test(title)) return `${title} on ${named}`;
  return title;
}
