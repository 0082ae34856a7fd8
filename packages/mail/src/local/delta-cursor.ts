/**
 * The local delta cursor (opaque to the server, stored after each page): per finished file its
 * signature (mtime:size) and the providerIds it held, so a deleted or rewritten file yields
 * `removed`; plus the file being paged through, so a large mbox spans several pages and a crash
 * resumes where the last stored page ended.
 */
export type DeltaCursor = {
  v: 1;
  /** `s` is the file's signature, or `retry:<signature>` for a file that could not be read. */
  files: Record<string, { s: string; ids: string[] }>;
  /** True between the first and the last page of a round: unreadable files are retried once per round. */
  round?: boolean;
  partial: null | {
    file: string;
    s: string;
    /** Messages of the file already handled (parsed or rejected). */
    done: number;
    /** providerIds of this file seen so far in this pass. */
    ids: string[];
    /** providerIds the file had before (last finished pass, plus aborted passes): removal candidates. */
    prev: string[];
  };
};

const emptyCursor = (): DeltaCursor => ({ v: 1, files: {}, partial: null });

/** A null, foreign or corrupt cursor starts a full sync (upserts make that harmless). */
export function readCursor(text: string | null): DeltaCursor {
  if (!text) return emptyCursor();
  try {
    const c = JSON.parse(text) as Partial<DeltaCursor>;
    if (c?.v !== 1 || typeof c.files !== 'object' || c.files === null) return emptyCursor();
    return { v: 1, files: c.files, partial: c.partial ?? null, round: c.round === true };
  } catch {
    return emptyCursor();
  }
}

export const writeCursor = (cursor: DeltaCursor): string => JSON.stringify(cursor);
