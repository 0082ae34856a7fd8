/**
 * Moves a request between points of view. The sender wrote to the reader
 * ("send me your notes"); a task speaks to the reader about the sender
 * ("Send Ann your notes"); a reply speaks from the reader to the sender
 * ("I'll send you my notes").
 */
/** Longest words first, so "I'll" is replaced whole rather than as "I" + "'ll". */
const replaceWords = (text: string, map: Record<string, string>) =>
  text.replace(
    new RegExp(
      `\\b(${Object.keys(map)
        .sort((a, b) => b.length - a.length)
        .join('|')})(?![\\w'])`,
      'gi',
    ),
    (w) => {
      const to = map[w.toLowerCase()] ?? w;
      return w[0] === w[0]!.toUpperCase() && w !== 'I' ? to[0]!.toUpperCase() + to.slice(1) : to;
    },
  );

/** Sender's first-person words become the sender's name ("the sender" when unknown). */
export function toTaskPerson(text: string, sender: string | null): string {
  const who = sender ?? 'the sender';
  // "while I am on leave" is "while Ann is on leave": the verb agrees with the name.
  const agreed = text.replace(
    /\bI\s+(am|was|have)\b/g,
    (_, verb: string) => `I ${({ am: 'is', was: 'was', have: 'has' } as Record<string, string>)[verb]}`,
  );
  return replaceWords(agreed, {
    me: who,
    my: `${who}'s`,
    mine: `${who}'s`,
    myself: who,
    i: who,
    "i'm": `${who} is`,
    "i've": `${who} has`,
    "i'll": `${who} will`,
    "i'd": `${who} would`,
  });
}

/** The reader says it: "me"/"my" of the sender become "you"/"your", and the reader's "you" becomes "I"/"me". */
export function toReplyPerson(text: string): string {
  const swapped = text.replace(
    /\b(you)\s+(are|were|have|can|could|will|would|should|need|want|think|do|did|get|know|see|like|prefer|feel|agree|[a-z]{2,}ed|sent|wrote|made|met|said|told|gave|took|got|had|spoke|saw|went|ran|found|heard|left|brought|bought|kept|read|paid|sold|built|chose|won|lost|meant)\b/gi,
    (_, _you: string, verb: string) => `I ${({ are: 'am', were: 'was' } as Record<string, string>)[verb.toLowerCase()] ?? verb}`,
  );
  // "let you know whether you offer a discount", "before you send it", "what you find": after a conjunction "you" is the subject.
  const subject = swapped
    .replace(/\b(whether|if|that|before|after|when|once|until|because|what|how|where|while)\s+you\s+(?=[a-z]+\b)/gi, '$1 I ')
    // "whether you and Ben are coming": the other person first, as "Ben and I".
    .replace(/\b(whether|if|that|when|what|how|where)\s+I\s+and\s+(\p{Lu}[\p{L}'-]*)\s+(?=[a-z]+\b)/gu, '$1 $2 and I ');
  return replaceWords(subject, {
    me: 'you',
    my: 'your',
    mine: 'yours',
    myself: 'yourself',
    your: 'my',
    yours: 'mine',
    yourself: 'myself',
    you: 'me',
    // "tell us by Thursday" in a task is the sender's side: "tell you" in the reply.
    us: 'you',
    "you're": "I'm",
    "you'd": "I'd",
    "you've": "I've",
    "you'll": "I'll",
  });
}
