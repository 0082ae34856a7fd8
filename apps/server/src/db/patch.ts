/**
 * The SET of a PATCH. A PATCH that names no column still touches its row (updated_at moves, as
 * on every update), but drizzle refuses an empty SET before its $onUpdate runs: the time is then
 * the one value set.
 */
export function patchSet<T extends object>(patch: T): T | { updatedAt: Date } {
  return Object.values(patch).some((value) => value !== undefined) ? patch : { updatedAt: new Date() };
}
