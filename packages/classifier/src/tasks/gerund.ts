/** Verbs whose -ing form drops a final e ("making" -> "make"); the rest just lose "ing". */
const DROPS_E = new Set(
  (
    'make take have give write close share schedule update provide prepare complete arrange approve change continue ' +
    'create decide determine distribute ensure exchange execute finalize hire include introduce issue leave manage move ' +
    'note organize place produce raise receive reduce release remove require resolve save secure serve use revise advise ' +
    'come believe circulate coordinate compile describe estimate file finalise invite locate negotiate price ' +
    'quote recognize size state style telephone type validate'
  ).split(' '),
);

/** "sending" -> "send", "getting" -> "get", "making" -> "make" (for "would you mind sending ..."). */
export function baseForm(word: string): string {
  if (!/ing$/i.test(word) || word.length < 5) return word;
  const stem = word.slice(0, -3);
  if (DROPS_E.has(`${stem}e`.toLowerCase())) return `${stem}e`;
  if (/([bdgmnprt])\1$/i.test(stem)) return stem.slice(0, -1);
  return stem;
}
