/** xorshift32: a tiny seeded generator, so every eval run with the same seed is identical. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0 || 0x9e3779b9;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4_294_967_296;
  };
}

export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Fold number per item, stratified: each class is shuffled and dealt round
 * robin, so even a 3-message folder lands in three different folds.
 */
export function stratifiedFolds(classes: readonly string[], folds: number, seed: number): number[] {
  const random = seededRandom(seed);
  const byClass = new Map<string, number[]>();
  classes.forEach((c, i) => byClass.set(c, [...(byClass.get(c) ?? []), i]));
  const fold = new Array<number>(classes.length).fill(0);
  let next = 0;
  for (const key of [...byClass.keys()].sort()) {
    for (const i of shuffle(byClass.get(key)!, random)) fold[i] = next++ % folds;
  }
  return fold;
}
