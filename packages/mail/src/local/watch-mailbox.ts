import { mkdirSync, watch, type FSWatcher } from 'node:fs';
import { isMailFile, scanMailbox } from './mailbox-files.js';

export type MailboxWatcher = {
  /** Settles once the first snapshot is taken: a change made after that is noticed. */
  ready: Promise<void>;
  close(): void;
};

export type WatchOptions = {
  /** Quiet time after the last change before onChange runs: a copy in progress fires many events. */
  debounceMs?: number;
  /** Polling interval: the safety net where fs.watch says nothing (network shares, some containers). */
  pollMs?: number;
  /** Folders whose files do not count (the outbox). */
  exclude?: string[];
  /** false: poll only (for file systems known to lose fs.watch events, and to test the poll). */
  fsWatch?: boolean;
};

/**
 * Watches a mailbox folder (recursive) and calls onChange, debounced, when mail files appear, change
 * or go. fs.watch gives sub-second reaction where it works; a cheap poll (readdir + stat, compared
 * by signature) runs as well because fs.watch silently misses events on network and some bind-mounted
 * file systems. onChange never runs twice at once: a change during a run schedules one more run.
 */
export function watchMailbox(dir: string, onChange: () => void | Promise<void>, options: WatchOptions = {}): MailboxWatcher {
  const debounceMs = options.debounceMs ?? 300;
  const pollMs = options.pollMs ?? 3000;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let again = false;
  let snapshot: string | null = null;

  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      await onChange();
    } catch {
      // The caller's sync reports its own failures; a watcher must keep watching.
    } finally {
      running = false;
      if (again && !closed) {
        again = false;
        schedule();
      }
    }
  };
  const schedule = () => {
    if (closed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void run(), debounceMs);
    timer.unref();
  };

  const signature = async () =>
    [...(await scanMailbox(dir, options.exclude)).values()]
      .map((f) => `${f.rel}=${f.sig}`)
      .sort()
      .join('\n');
  const poll = async () => {
    try {
      const now = await signature();
      if (snapshot !== null && now !== snapshot) schedule();
      snapshot = now;
    } catch {
      // A transient read error: try again next tick.
    }
  };
  const ready = poll();
  const poller = setInterval(() => void poll(), pollMs);
  poller.unref();

  let watcher: FSWatcher | null = null;
  const startFsWatch = () => {
    try {
      mkdirSync(dir, { recursive: true });
      watcher = watch(dir, { recursive: true, persistent: false }, (_event, name) => {
        // Directory events carry the folder's name; only they and mail files matter.
        const file = name ? (String(name).split(/[\\/]/).pop() ?? '') : '';
        if (!file || isMailFile(file) || !file.includes('.')) schedule();
      });
      // Some file systems fail later (e.g. the folder is unmounted): the poll carries on alone.
      watcher.on('error', () => {
        watcher?.close();
        watcher = null;
      });
    } catch {
      watcher = null;
    }
  };
  if (options.fsWatch !== false) startFsWatch();

  return {
    ready,
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      clearInterval(poller);
      watcher?.close();
    },
  };
}

/** watchMailbox for callers that only need a stop function (the server's local watcher). */
export function watchMailboxFolder(dir: string, onChange: () => void | Promise<void>, options: WatchOptions = {}): () => void {
  const watcher = watchMailbox(dir, onChange, options);
  return () => watcher.close();
}
