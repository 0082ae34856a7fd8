import { pastTense } from '../text/past-tense.js';
import { startsWithImperative } from './imperative-verbs.js';

/**
 * A question to the owner as something to do: "Are you free on Thursday?"
 * becomes "Tell Ann whether you are free on Thursday", "What is the status of
 * the swap?" becomes "Tell Ann the status of the swap". The question's words
 * are kept (they say what to answer) but it no longer reads as a quote.
 */
const SUBJECT_PRONOUN: Record<string, string> = { you: 'you', we: 'we', i: '{sender}' };
const AUX_AFTER: Record<string, string> = {
  are: 'are',
  were: 'were',
  do: '',
  does: '',
  did: '',
  have: 'have',
  has: 'has',
  will: 'will',
  would: 'would',
  can: 'can',
  could: 'could',
  should: 'should',
  is: 'is',
};

/** "What do I need ..." about the sender reads "what Ann needs ...". */
const thirdPersonVerb = (verb: string) => IRREGULAR[verb] ?? (/(s|sh|ch|x|o)$/.test(verb) ? `${verb}es` : `${verb}s`);
const thirdPerson = (m: RegExpExecArray) =>
  /^i$/i.test(m[3]!) && /^do$/i.test(m[2]!) ? m[4]!.replace(/^[a-z]+\b/, thirdPersonVerb) : afterAux(m[2]!, m[4]!);
/** "did we end up" is "we ended up": the tense "did" carried moves to the verb. */
const afterAux = (aux: string, rest: string) => (/^did$/i.test(aux) ? rest.replace(/^[a-z]+\b/, pastTense) : rest);
const IRREGULAR: Record<string, string> = { have: 'has', be: 'is' };
/** "Wouldn't this ..." asks whether it would ("Doesn't it expire ..." whether it expires). */
const NEGATED_AUX: Record<string, string> = {
  "wouldn't": 'would',
  "won't": 'will',
  "isn't": 'is',
  "aren't": 'are',
  "wasn't": 'was',
  "weren't": 'were',
  "don't": '',
  "shouldn't": 'should',
  "can't": 'can',
  "couldn't": 'could',
};
/** Words that open a question without being part of it ("Either way, wouldn't this ..."). */
const OPENER =
  /^(?:either way|also|and|but|so|anyway|btw|by the way|just wondering|quick question|one more thing|otherwise|hey|hi|hello|(?:just\s+)?(?:one|a|two)\s+(?:quick\s+|small\s+|last\s+|more\s+)?(?:comment|question|thing|point|note)s?(?=\s*:))\b(?:\s+though\b)?[,:\s\-–—]*/i;

/**
 * A participle that ends the question after a noun ("the migration going"), not a noun in -ing or -ed ("the
 * wedding", "the team meeting", "the bed").
 */
const PARTICIPLE =
  /(?<=\S\s+\S+)\s(?!(?:meeting|wedding|training|briefing|hearing|closing|offering|opening|morning|evening|building|funding|pricing|planning|booking|shipping|billing|filing|listing|ending|reading|setting|ceiling|thing|spring|king|ring|bed|need|speed|feed|seed|shed)$)(\w+(?:ing|ed)(?:\s+(?:in|up|out|on|along|over|through|back))?)$/;

const PLACE_THEN_STATE =
  /^((?:in|on|at|for|from|with|under)\s+[\w'-]+(?:\s+[\w'-]+){0,2}?)(?<!\b(?:the|a|an|this|that|these|those|your|our|their|its))\s+((?:open|closed|available|ready|done|free|busy|correct|right|ok|okay|final|due|valid|full|empty|live|working|safe|still|already|\w+ed)\b.*)$/i;

const RULES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^what\s+(?:is|are|was|were)\s+(the|your|our|their|its)\s+(.+)$/i, (m) => `${m[1]} ${m[2]}`],
  // "Where is the signed copy of the lease?" -> "where the signed copy of the lease is".
  [
    /^(where|when|how)\s+(is|are|was|were)\s+((?:the|your|our|their|its|this|that|these|those)\s+.+)$/i,
    (m) => {
      const np = m[3]!.replace(/^\w+/, (d) => d.toLowerCase());
      // "How is the migration going?": a participle that ends the question takes the verb before it.
      const participle = PARTICIPLE.exec(np);
      const verb = m[2]!.toLowerCase();
      const said = participle ? `${np.slice(0, participle.index)} ${verb} ${participle[1]}` : `${np} ${verb}`;
      return `${m[1]!.toLowerCase()} ${said}`;
    },
  ],
  [
    /^(when|where|how|why|who|which|what\s+time|what)\s+(can|could|should|would|will|do|did|are|were|have)\s+(you|we|i)\s+(.+)$/i,
    (m) => `${m[1]!.toLowerCase()} ${SUBJECT_PRONOUN[m[3]!.toLowerCase()]} ${AUX_AFTER[m[2]!.toLowerCase()]} ${thirdPerson(m)}`,
  ],
  [/^(when|where|how|why|what|which)\s+do\s+(?!you\b|we\b|i\b)(.+)$/i, (m) => `${m[1]!.toLowerCase()} ${m[2]}`],
  // "Who's covering for you over the holidays?" -> "who is covering for you over the holidays".
  [/^(who|what)\s+(is|are|was|were)\s+(\w+ing\b.*)$/i, (m) => `${m[1]!.toLowerCase()} ${m[2]!.toLowerCase()} ${m[3]}`],
  // "How about Wednesday at 10 instead?" proposes a time: whether it works.
  [/^(?:how|what)\s+about\s+(?!(?:we|you|i|they|it|this|that)\b)(.+?)(?:\s+instead)?$/i, (m) => `whether ${m[1]} works for you`],
  // "Are you and Jamie free for dinner?" -> "whether you and Jamie are free for dinner".
  [
    /^(are|were|will|would|can|could|should|have)\s+(you\s+(?:and|&)\s+\p{Lu}[\p{L}'-]*)\s+(.+)$/iu,
    (m) => `whether ${m[2]} ${AUX_AFTER[m[1]!.toLowerCase()]} ${m[3]}`,
  ],
  [
    /^(are|were|do|does|did|have|has|will|would|can|could|should)\s+(you|we|i)\s+(.+)$/i,
    (m) => `whether ${SUBJECT_PRONOUN[m[2]!.toLowerCase()]} ${AUX_AFTER[m[1]!.toLowerCase()]} ${afterAux(m[1]!, m[3]!)}`,
  ],
  [
    /^(is|are|was|were)\s+(there|it|this|that|everything|anything|anyone)\s+(.+)$/i,
    (m) => `whether ${m[2]!.toLowerCase()} ${m[1]!.toLowerCase()} ${m[3]}`,
  ],
  // "Does ENA then fund Enron MW?" -> "whether ENA then funds Enron MW": a named subject takes the verb's -s.
  [
    /^[Dd]oes\s+(\p{Lu}[\p{L}&.-]*(?:\s+\p{Lu}[\p{L}&.-]*)*)\s+((?:then|also|still|now|really|already)\s+)?(\p{Ll}+)\b(.*)$/u,
    (m) => `whether ${m[1]} ${m[2] ?? ''}${thirdPersonVerb(m[3]!)}${m[4]}`,
  ],
  [
    /^(wouldn't|won't|isn't|aren't|wasn't|weren't|doesn't|don't|shouldn't|can't|couldn't)\s+(this|that|it|there|we|you|they)\s+(.+)$/i,
    (m) =>
      /^doesn't$/i.test(m[1]!)
        ? `whether ${m[2]!.toLowerCase()} ${m[3]!.replace(/^\p{Ll}+\b/u, thirdPersonVerb)}`
        : `whether ${m[2]!.toLowerCase()} ${NEGATED_AUX[m[1]!.toLowerCase()]} ${m[3]}`,
  ],
  // "Are the contractor costs in opex or capex?" -> "whether the contractor costs are in opex or capex":
  // the subject ends where a preposition, a state or a participle begins.
  [
    new RegExp(
      String.raw`^(is|are|was|were)\s+((?:the|your|our|their|its|this|that|these|those)\s+[\w'-]+(?:\s+[\w'-]+){0,3}?)\s+` +
        String.raw`((?:in|on|at|for|from|with|under|within|still|already|ready|done|available|correct|right|ok|okay|final|due|\w+ed|\w+ing)\b.*)$`,
      'i',
    ),
    (m) => {
      // "Is the parking garage on Elm open on weekends?": a place after the noun, then its state, belongs to the subject.
      const placed = PLACE_THEN_STATE.exec(m[3]!);
      const [np, rest] = placed ? [`${m[2]} ${placed[1]}`, placed[2]!] : [m[2]!, m[3]!];
      return `whether ${np.replace(/^\w+/, (d) => d.toLowerCase())} ${m[1]!.toLowerCase()} ${rest}`;
    },
  ],
  // "Have these customers been angry or pleased?" -> "whether these customers have been angry or pleased".
  [
    /^(have|has)\s+((?:the|your|our|their|its|this|that|these|those)\s+[\w'-]+(?:\s+[\w'-]+){0,3}?)\s+(been|\w+ed|\w+en)\b(.*)$/i,
    (m) => `whether ${m[2]!.replace(/^\w+/, (d) => d.toLowerCase())} ${m[1]!.toLowerCase()} ${m[3]}${m[4]}`,
  ],
  // "Does the price include installation?" -> "whether the price includes installation".
  [
    new RegExp(
      String.raw`^(does|do)\s+((?:the|your|our|their|its|this|that|these|those)\s+[\w'-]+(?:\s+[\w'-]+){0,3}?)\s+` +
        String.raw`(include|cover|have|need|require|work|apply|mean|affect|contain|expire|match|look|change|allow|exist|count|support|come)\b(.*)$`,
      'i',
    ),
    (m) =>
      `whether ${m[2]!.replace(/^\w+/, (d) => d.toLowerCase())} ${/^does$/i.test(m[1]!) ? thirdPersonVerb(m[3]!.toLowerCase()) : m[3]!.toLowerCase()}${m[4]}`,
  ],
  // "What does your calendar look like next week?" asks when the owner is free.
  [
    /^what\s+(?:does|do)\s+your\s+(?:calendar|schedule|diary|week|availability)\s+look\s+like\b\s*(.*)$/i,
    (m) => `your availability${m[1] ? ` ${m[1]}` : ''}`,
  ],
  // "Want to grab lunch Thursday?", "Free for a call at 3?": the "do you" and "are you" left out.
  [/^(?:want|wanna)\s+(?:to\s+)?(.+)$/i, (m) => `whether you want to ${m[1]}`],
  [/^(free|around|available|interested|up for|keen)\b(.*)$/i, (m) => `whether you are ${m[1]!.toLowerCase()}${m[2]}`],
  // "Drinks on Friday?", "Coffee tomorrow?": an invitation put in two words.
  [
    /^((?:a\s+)?(?:drinks?|lunch|dinner|breakfast|coffee|beers?|a\s+pint|tennis|golf|squash|a\s+walk)\b.*)$/i,
    (m) => `whether you are up for ${m[1]!.replace(/^\w/, (c) => c.toLowerCase())}`,
  ],
  [/^(any|anything)\s+(.+)$/i, (m) => `about any ${m[2]}`],
  // "I'm free Tuesday after 2 or any time Thursday. What suits you?": which of them.
  [
    /^(what|which|when)\s+((?:time\s+|day\s+)?(?:suits|works(?:\s+best)?(?:\s+for)?))\s+you\b(.*)$/i,
    (m) => `${m[1]!.toLowerCase()} ${m[2]} you${m[3]}`,
  ],
  // "I'll move it to Tuesday. Same time?": whether the same time works.
  [/^same\s+(time|place|room|day)\b(.*)$/i, (m) => `whether the same ${m[1]!.toLowerCase()}${m[2]} works`],
  // "Would Friday morning also be possible for you?", "Would any of these work for you next week?": the
  // modal goes back before its verb ("whether any of these would work ..."); without one it is left out.
  [
    /^(would|will|could|can)\s+(?!you\b|we\b|i\b)(.+?)\s+((?:also\s+|still\s+)?(?:be|work|suit|fit|help))\b(.*)$/i,
    (m) => `whether ${m[2]} ${m[1]!.toLowerCase()} ${m[3]}${m[4]}`,
  ],
  // "Can the pilot start in January?" -> "whether the pilot can start in January": the modal before its verb.
  [
    /^(would|will|could|can)\s+((?:the|your|our|their|this|that|these|those)\s+.+)$/i,
    (m) => {
      const words = m[2]!.split(/\s+/);
      const verb = words.findIndex((w, i) => i >= 2 && i <= 4 && startsWithImperative(w));
      return verb < 0
        ? `whether ${m[2]}`
        : `whether ${[...words.slice(0, verb), m[1]!.toLowerCase(), ...words.slice(verb)].join(' ').replace(/^\w+/, (d) => d.toLowerCase())}`;
    },
  ],
  [/^(would|will|could|can|do)\s+(?!you\b|we\b|i\b)(.+)$/i, (m) => `whether ${m[2]}`],
];

const KNOW_WHETHER =
  /^(?:(?:do|would)\s+you\s+(?:happen\s+to\s+)?know|(?:have\s+you\s+)?any\s+idea)\s+((?:who|what|where|when|how|why|which|if|whether)\b.+)$/i;

export function questionTitle(question: string, who: string): string {
  const escaped = who.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const text = question
    .replace(/[?\s]+$/, '')
    .trim()
    // "What were the churn numbers again?": asked again, answered once.
    .replace(/(?<=\S)\s+again$/i, '')
    // "Martin - What do I need ...?": the name the question opens with addresses the owner.
    .replace(/^\p{Lu}\p{Ll}+\s+-\s+(?=\p{Lu})/u, '')
    // "Hi love, are you ...?": the greeting opens the email, not the question.
    .replace(/^(?:hi|hello|hey|dear)\s+[\p{L}'-]+\s*,\s*/iu, '')
    .replace(OPENER, '')
    // "Can I post them, or do you want to review them first?": whether already offers the other way.
    .replace(/,?\s+or\s+(?:do|would|should|shall|can|will)\s+(?:you|we|i)\b.*$/i, '')
    // "What's the status ...?" reads as "What is the status ...?".
    .replace(/^(what|where|how|who|when)'s\b/i, '$1 is')
    // The sender already written in ("What do Bruce need ..."): the rules read the sender as "I".
    .replace(new RegExp(`^(\\w+(?:\\s+time)?\\s+(?:can|could|should|would|will|do|did|are|were|have)\\s+)${escaped}\\b`, 'i'), '$1I')
    // "Can Marcus go ahead and post them?": the sender's own "Can I", named.
    .replace(new RegExp(`^((?:can|could|should|may|might)\\s+)${escaped}\\b`, 'i'), '$1I');
  // "Do you know who owns the integration now?": the question inside is already in a statement's order.
  const embedded = KNOW_WHETHER.exec(text);
  if (embedded) return `Tell ${who} ${embedded[1]!.replace(/^if\b/i, 'whether').replace(/^\w+/, (w) => w.toLowerCase())}`;
  for (const [re, build] of RULES) {
    const m = re.exec(text);
    if (m) return `Tell ${who} ${build(m).replace('{sender}', who).replace(/\s+/g, ' ').trim()}`;
  }
  // A question no rule can turn around is asked as written: "Answer Ann's question: Why did travel spend go up?".
  return `Answer ${who}'s question: ${text[0]!.toUpperCase()}${text.slice(1)}?`;
}
