/**
 * The simple past of a verb, for a question turned into a statement: "What did we end up charging?" is
 * "what we ended up charging", "Did you send the file?" "whether you sent the file".
 */
const IRREGULAR: Record<string, string> = {
  be: 'was',
  begin: 'began',
  bring: 'brought',
  build: 'built',
  buy: 'bought',
  catch: 'caught',
  choose: 'chose',
  come: 'came',
  cut: 'cut',
  do: 'did',
  draw: 'drew',
  drive: 'drove',
  eat: 'ate',
  fall: 'fell',
  feel: 'felt',
  find: 'found',
  forget: 'forgot',
  get: 'got',
  give: 'gave',
  go: 'went',
  have: 'had',
  hear: 'heard',
  hold: 'held',
  keep: 'kept',
  know: 'knew',
  lay: 'laid',
  lead: 'led',
  leave: 'left',
  lend: 'lent',
  let: 'let',
  lose: 'lost',
  make: 'made',
  mean: 'meant',
  meet: 'met',
  pay: 'paid',
  put: 'put',
  read: 'read',
  ring: 'rang',
  run: 'ran',
  say: 'said',
  see: 'saw',
  sell: 'sold',
  send: 'sent',
  set: 'set',
  shut: 'shut',
  sign: 'signed',
  sit: 'sat',
  speak: 'spoke',
  spend: 'spent',
  stand: 'stood',
  take: 'took',
  teach: 'taught',
  tell: 'told',
  think: 'thought',
  understand: 'understood',
  win: 'won',
  write: 'wrote',
};
/** Short verbs that double their last consonant: "plan" -> "planned", "submit" -> "submitted". */
const DOUBLED =
  /^(?:plan|ship|stop|drop|submit|commit|admit|prefer|refer|transfer|occur|permit|omit|chat|scan|tap|log|flag|tag|jot|map|plug|skip|slip|swap|step)$/;

export function pastTense(verb: string): string {
  const lower = verb.toLowerCase();
  const past = IRREGULAR[lower] ?? regular(lower);
  return verb[0] === verb[0]!.toUpperCase() ? past[0]!.toUpperCase() + past.slice(1) : past;
}

function regular(verb: string): string {
  if (DOUBLED.test(verb)) return `${verb}${verb.at(-1)}ed`;
  if (verb.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  return `${verb}ed`;
}
