/**
 * The last actions the user can take back, newest last: 'z' (and each toast's Undo) reverses
 * them one at a time. One history for the whole app, so an undo still works after moving between
 * the Training Center and Replies.
 */
export interface UndoEntry {
  label: string;
  undo: () => Promise<void>;
}

const LIMIT = 20;
let entries: UndoEntry[] = [];

export function pushUndo(entry: UndoEntry): UndoEntry {
  entries = [...entries.slice(-(LIMIT - 1)), entry];
  return entry;
}

/** Takes back this entry (a toast's Undo); false when it was already taken back. */
export async function runUndo(entry: UndoEntry): Promise<boolean> {
  if (!entries.includes(entry)) return false;
  entries = entries.filter((e) => e !== entry);
  await entry.undo();
  return true;
}

/** An action that can no longer be taken back (a reply once it has gone). */
export function dropUndo(entry: UndoEntry) {
  entries = entries.filter((e) => e !== entry);
}

/** 'z': takes back the newest action; false when there is nothing to undo. */
export function undoLast(): boolean {
  const last = entries.at(-1);
  if (!last) return false;
  void runUndo(last);
  return true;
}

/** For tests: forget everything. */
export function clearUndo() {
  entries = [];
}
