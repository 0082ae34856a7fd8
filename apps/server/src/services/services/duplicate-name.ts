import { conflict, type HttpError } from '../../http/errors.js';

type PgError = { code?: string; constraint?: string; cause?: unknown };

/** The PostgreSQL unique violation (23505) behind an error, looking through drizzle's wrapper. */
function uniqueViolation(err: unknown): PgError | null {
  for (let e = err as PgError | undefined, depth = 0; e && depth < 5; e = e.cause as PgError, depth++) {
    if (e.code === '23505') return e;
  }
  return null;
}

/**
 * docs/behaviour.md, Messages has two duplicate texts: "A ... with this name already exists" for a
 * duplicate of the row's identifying key, "This ... already exists" for any
 * other uniqueness clash. Here a service or template is identified by its
 * name (the unique index on user_id, lower(name)), so a clash on that index —
 * what the user hits when reusing a name — gives the "with this name" text.
 * The index, not a prior SELECT, decides, so two concurrent creates cannot
 * both succeed.
 */
export function duplicateNameError(err: unknown, texts: { primary: string; other: string }): HttpError | null {
  const violation = uniqueViolation(err);
  if (!violation) return null;
  return conflict(violation.constraint?.endsWith('_name_uq') ? texts.primary : texts.other);
}

/** Runs a write and turns a unique violation into the spec's 409. */
export async function guardDuplicate<T>(write: () => Promise<T>, texts: { primary: string; other: string }): Promise<T> {
  try {
    return await write();
  } catch (err) {
    throw duplicateNameError(err, texts) ?? err;
  }
}
