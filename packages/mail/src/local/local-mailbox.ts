import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DeltaPage, MailAddress, MailMessage, MailProfile, MailProvider, OutgoingMail, SincePage } from '../types.js';
import { readCursor, writeCursor, type DeltaCursor } from './delta-cursor.js';
import { folderOf, scanMailbox, type FileState } from './mailbox-files.js';
import type { RejectedMessage } from './parse-mail-file.js';
import { parseRawMessages, splitMailFile } from './parse-mail-file.js';
import { watchMailbox, type MailboxWatcher, type WatchOptions } from './watch-mailbox.js';
import { MailboxRequestError } from './mailbox-error.js';
import { newMail, replyTo, type Outgoing } from './outgoing-mail.js';
import { LocalSentFolders, SENT_FOLDER } from './sent-folders.js';

export type SendRaw = (raw: Buffer, envelope: { from: string; to: string[] }) => Promise<void>;

export type LocalMailboxOptions = {
  /** Folder of .eml/.mbox files, read recursively. */
  dir: string;
  /** Where replies and new mail are written as .eml when no sendRaw is given. */
  outboxDir: string;
  profile: { id: string; email: string | null; name: string | null };
  /** Hands outgoing mail to a transport (the server's SMTP) instead of the outbox folder. */
  sendRaw?: SendRaw;
  /** Messages per delta page (at most 100). */
  pageSize?: number;
  /** Told about every message that cannot be imported, with its reason. */
  onRejected?: (rejected: RejectedMessage) => void;
};

type Parsed = { index: number; message: MailMessage };
type FileMessages = {
  sig: string;
  raws: Buffer[];
  /** Parsed lazily for list() and reply(); index points into raws (rejected messages leave gaps). */
  parsed: Parsed[] | null;
};
type ParsedFile = FileMessages & { parsed: Parsed[] };

export class LocalMailbox implements MailProvider {
  private readonly pageSize: number;
  /** Split (and, for list/reply, parsed) files by path: large mboxes are read once, not per page. */
  private readonly cache = new Map<string, FileMessages>();
  private sent: LocalSentFolders | null = null;

  constructor(private readonly options: LocalMailboxOptions) {
    this.pageSize = Math.min(100, Math.max(1, options.pageSize ?? 100));
  }

  async profile(): Promise<MailProfile> {
    const { id, email, name } = this.options.profile;
    return { id, email, name };
  }

  async list(options: { top?: number; skip?: number } = {}): Promise<MailMessage[]> {
    const all = await this.allMessages();
    const time = (m: MailMessage) => m.receivedAt?.getTime() ?? 0;
    all.sort((a, b) => time(b) - time(a));
    const skip = Math.max(0, options.skip ?? 0);
    return all.slice(skip, skip + Math.max(0, options.top ?? 25));
  }

  /** A message is dated as the import dates it: received, else sent, else (no date at all) in range. */
  async countSince(since: Date): Promise<number> {
    const from = since.getTime();
    return (await this.allMessages()).filter((m) => ((m.receivedAt ?? m.sentAt)?.getTime() ?? Infinity) >= from).length;
  }

  /** A local folder has no server paging: the page token is the position, newest first. */
  async listSince(since: Date, page: string | null): Promise<SincePage> {
    const offset = page === null ? 0 : Number(page);
    if (!Number.isInteger(offset) || offset < 0) throw new RangeError('page must be a token listSince returned');
    const from = since.getTime();
    const time = (m: MailMessage) => (m.receivedAt ?? m.sentAt)?.getTime() ?? Infinity;
    const recent = (await this.allMessages()).filter((m) => time(m) >= from).sort((a, b) => time(b) - time(a));
    const end = offset + this.pageSize;
    return { messages: recent.slice(offset, end), next: end < recent.length ? String(end) : null };
  }

  async delta(cursorText: string | null): Promise<DeltaPage> {
    const cursor = readCursor(cursorText);
    const files = await this.scan();
    const removed = new Set<string>();
    for (const [rel, known] of Object.entries(cursor.files)) {
      if (files.has(rel)) continue;
      known.ids.forEach((id) => removed.add(id));
      delete cursor.files[rel];
    }
    const added: MailMessage[] = [];
    let handled = 0;
    const startOfRound = !cursor.round;
    const needsWork = (f: FileState, retry: boolean) => {
      const known = cursor.files[f.rel]?.s;
      return known === `retry:${f.sig}` ? retry : known !== f.sig;
    };
    const work = [...files.values()].filter((f) => needsWork(f, startOfRound)).sort((a, b) => a.rel.localeCompare(b.rel));
    const partial = cursor.partial;
    if (partial) {
      const now = files.get(partial.file);
      if (!now) {
        [...partial.prev, ...partial.ids].forEach((id) => removed.add(id));
        cursor.partial = null;
      } else if (now.sig !== partial.s) {
        // Rewritten mid-pass: start the file again; what this pass emitted may now be gone.
        cursor.partial = { file: partial.file, s: now.sig, done: 0, ids: [], prev: [...new Set([...partial.prev, ...partial.ids])] };
      }
    }
    for (const file of cursor.partial ? [files.get(cursor.partial.file)!, ...work.filter((f) => f.rel !== cursor.partial!.file)] : work) {
      if (handled >= this.pageSize) break;
      handled += await this.page(cursor, file, added, removed, this.pageSize - handled);
      if (cursor.partial) break;
    }
    const remaining = cursor.partial !== null || work.some((f) => needsWork(f, false));
    cursor.round = remaining;
    // An id still held by another file (the same message saved twice) is not removed.
    const held = new Set(
      Object.values(cursor.files)
        .flatMap((f) => f.ids)
        .concat(cursor.partial?.ids ?? []),
    );
    return { added, removed: [...removed].filter((id) => !held.has(id)), nextCursor: writeCursor(cursor), done: !remaining };
  }

  /** The outbox and the mailbox's `sent` folder, each with its own delta cursor inside one. */
  async sentDelta(cursor: string | null): Promise<DeltaPage> {
    this.sent ??= new LocalSentFolders(
      this.options.outboxDir,
      this.options.dir,
      (dir) =>
        new LocalMailbox({
          dir,
          outboxDir: path.join(dir, '.none'),
          profile: this.options.profile,
          pageSize: this.pageSize,
          ...(this.options.onRejected ? { onRejected: this.options.onRejected } : {}),
        }),
    );
    return this.sent.delta(cursor);
  }

  /** Handles up to `budget` messages of one file, updating the cursor; returns how many it handled. */
  private async page(cursor: DeltaCursor, file: FileState, added: MailMessage[], removed: Set<string>, budget: number): Promise<number> {
    const pass =
      cursor.partial?.file === file.rel
        ? cursor.partial
        : { file: file.rel, s: file.sig, done: 0, ids: [], prev: cursor.files[file.rel]?.ids ?? [] };
    let raws: Buffer[];
    try {
      raws = (await this.split(file)).raws;
    } catch (error) {
      // Keep what the file held (a read error is no proof its mail is gone) and try again next round.
      const message = `Could not read the file: ${(error as Error).message}`;
      this.options.onRejected?.({ sourceFile: file.rel, index: 0, reason: 'unreadable', message });
      cursor.files[file.rel] = { s: `retry:${file.sig}`, ids: [...new Set([...pass.prev, ...pass.ids])] };
      if (cursor.partial?.file === file.rel) cursor.partial = null;
      return 1;
    }
    const slice = raws.slice(pass.done, pass.done + budget);
    const parsed = await parseRawMessages(slice, {
      sourceFile: file.rel,
      folder: folderOf(file.rel),
      fallbackDate: new Date(file.mtimeMs),
      firstIndex: pass.done,
    });
    parsed.rejected.forEach((r) => this.options.onRejected?.(r));
    added.push(...parsed.messages);
    pass.ids.push(...parsed.messages.map((m) => m.providerId));
    pass.done += slice.length;
    if (pass.done < raws.length) {
      cursor.partial = pass;
    } else {
      const kept = new Set(pass.ids);
      pass.prev.filter((id) => !kept.has(id)).forEach((id) => removed.add(id));
      cursor.files[file.rel] = { s: file.sig, ids: [...kept] };
      cursor.partial = null;
    }
    return Math.max(1, slice.length);
  }

  async reply(providerId: string, body: string): Promise<void> {
    const found = await this.findRaw(providerId);
    if (!found) throw new MailboxRequestError('not_found', 'Email not found');
    await this.deliver(await replyTo(found.raw, this.from(), body));
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.deliver(newMail(mail, this.from()));
  }

  /** Calls onChange (debounced) whenever mail files appear, change or go; returns the watcher to close. */
  watch(onChange: () => void | Promise<void>, options?: Omit<WatchOptions, 'exclude'>): MailboxWatcher {
    return watchMailbox(this.options.dir, onChange, { ...options, exclude: [this.options.outboxDir] });
  }

  private from(): MailAddress {
    const { email, name } = this.options.profile;
    return { name, address: email ?? 'local@localhost' };
  }

  private async deliver({ mail, to }: Outgoing): Promise<void> {
    if (this.options.sendRaw) {
      await this.options.sendRaw(mail.raw, { from: this.from().address, to: to.map((a) => a.address) });
      return;
    }
    await mkdir(this.options.outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.messageId.slice(1, 9)}.eml`;
    const target = path.join(this.options.outboxDir, name);
    // Written under a dot-name first, then renamed: a watcher never sees half a file.
    const temp = path.join(this.options.outboxDir, `.${name}.tmp`);
    await writeFile(temp, mail.raw);
    await rename(temp, target);
  }

  private scan() {
    // Sent mail is not inbox mail: it is read by sentDelta.
    return scanMailbox(this.options.dir, [this.options.outboxDir, path.join(this.options.dir, SENT_FOLDER)]);
  }

  private async split(file: FileState): Promise<FileMessages> {
    const hit = this.cache.get(file.rel);
    if (hit && hit.sig === file.sig) return hit;
    const buffer = await readFile(path.join(this.options.dir, file.rel));
    const entry: FileMessages = { sig: file.sig, raws: splitMailFile(buffer, file.rel), parsed: null };
    this.cache.set(file.rel, entry);
    return entry;
  }

  private async parsedFile(file: FileState): Promise<ParsedFile> {
    const entry = await this.split(file);
    if (!entry.parsed) {
      const parsed: Parsed[] = [];
      const options = { sourceFile: file.rel, folder: folderOf(file.rel), fallbackDate: new Date(file.mtimeMs) };
      for (const [index, raw] of entry.raws.entries()) {
        const { messages } = await parseRawMessages([raw], options);
        if (messages[0]) parsed.push({ index, message: messages[0] });
      }
      entry.parsed = parsed;
    }
    return entry as ParsedFile;
  }

  /** Every file's messages; unreadable files are skipped here (delta reports them). */
  private async eachFile(): Promise<ParsedFile[]> {
    const files = await this.scan();
    for (const rel of this.cache.keys()) if (!files.has(rel)) this.cache.delete(rel);
    const out: ParsedFile[] = [];
    for (const file of files.values()) {
      const entry = await this.parsedFile(file).catch(() => null);
      if (entry) out.push(entry);
    }
    return out;
  }

  private async allMessages(): Promise<MailMessage[]> {
    return (await this.eachFile()).flatMap((f) => f.parsed.map((p) => p.message));
  }

  private async findRaw(providerId: string): Promise<{ raw: Buffer } | null> {
    for (const file of await this.eachFile()) {
      const hit = file.parsed.find((p) => p.message.providerId === providerId);
      if (hit) return { raw: file.raws[hit.index]! };
    }
    return null;
  }
}
