import type { TaskSort } from '@triage/contracts';
import type { TaskEntry } from './task-entries.js';
import { searchSignature, SIGNATURE_WORDS, writeSignature } from './trigram-signature.js';

export type TaskFilters = { status?: string; priority?: string; projectId?: string; text?: string };
export type Position = { keys: number[]; id: string };

const SORTS: TaskSort[] = ['created', 'due', 'priority'];

/**
 * A user's task entries column by column (a slot each), and each sort's order of the slots kept as
 * they change: a page is one pass over the columns to mark and count the matches, then a walk along
 * the order to the page's rows. No per-search sort and no object per task on the search's path.
 */
export class TaskSlots {
  private readonly slotOf = new Map<string, number>();
  private readonly free: number[] = [];
  private readonly ids: string[] = [];
  private readonly texts: string[] = [];
  private readonly statuses: string[] = [];
  private readonly priorities: string[] = [];
  private readonly projects: (string | null)[] = [];
  private readonly due: number[] = [];
  private readonly rank: number[] = [];
  private readonly created: number[] = [];
  /** Each slot's trigram signature, `SIGNATURE_WORDS` words a slot. */
  private signatures = new Uint32Array(1024 * SIGNATURE_WORDS);
  /** Each sort's slots in its order: every key and then the id descending. */
  private readonly orders: Record<TaskSort, number[]> = { created: [], due: [], priority: [] };
  bytes = 0;

  get size(): number {
    return this.slotOf.size;
  }

  *allIds(): Iterable<string> {
    yield* this.slotOf.keys();
  }

  /** Many entries at once (a first look): written, then each order sorted once. */
  load(entries: TaskEntry[]): void {
    for (const entry of entries) {
      const slot = this.slotOf.get(entry.id);
      if (slot === undefined) this.write(this.newSlot(entry.id), entry);
      else this.write(slot, entry);
    }
    for (const sort of SORTS) this.orders[sort] = [...this.slotOf.values()].sort((a, b) => this.compareSlots(sort, a, b));
  }

  put(entry: TaskEntry): void {
    const slot = this.slotOf.get(entry.id);
    if (slot === undefined) {
      const fresh = this.newSlot(entry.id);
      this.write(fresh, entry);
      for (const sort of SORTS) this.orders[sort].splice(this.positionOf(sort, fresh), 0, fresh);
      return;
    }
    const moves = this.due[slot] !== entry.due || this.rank[slot] !== entry.rank || this.created[slot] !== entry.created;
    if (moves) for (const sort of SORTS) this.orders[sort].splice(this.positionOf(sort, slot), 1);
    this.write(slot, entry);
    if (moves) for (const sort of SORTS) this.orders[sort].splice(this.positionOf(sort, slot), 0, slot);
  }

  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    for (const sort of SORTS) this.orders[sort].splice(this.positionOf(sort, slot), 1);
    this.bytes -= slotBytes(this.texts[slot]!);
    this.slotOf.delete(id);
    this.ids[slot] = '';
    this.texts[slot] = '';
    this.projects[slot] = null;
    this.free.push(slot);
  }

  /**
   * The ids of the page (`limit` + 1 of them, after `after` and `offset` more) in the sort's order,
   * and how many tasks match the filters in all. The filters run over the slots in their own order
   * (the columns are read front to back: along a sort's order every text was a cache miss, four
   * times the cost), then the order is walked only as far as the page.
   */
  page(filters: TaskFilters, sort: TaskSort, after: Position | undefined, offset: number, limit: number) {
    const { status, priority, projectId, text } = filters;
    const matched = new Uint8Array(this.ids.length);
    const { words, masks } = searchSignature(text ?? '');
    const signatures = this.signatures;
    let total = 0;
    slots: for (let slot = 0; slot < this.ids.length; slot++) {
      if (this.ids[slot] === '') continue;
      if (status !== undefined && this.statuses[slot] !== status) continue;
      if (priority !== undefined && this.priorities[slot] !== priority) continue;
      if (projectId !== undefined && this.projects[slot] !== projectId) continue;
      if (text !== undefined) {
        const at = slot * SIGNATURE_WORDS;
        for (let i = 0; i < words.length; i++) if ((signatures[at + words[i]!]! & masks[i]!) === 0) continue slots;
        if (!this.texts[slot]!.includes(text)) continue;
      }
      matched[slot] = 1;
      total++;
    }
    const order = this.orders[sort];
    const ids: string[] = [];
    let skipped = 0;
    for (let i = after ? this.firstAfter(sort, after) : 0; i < order.length && ids.length <= limit; i++) {
      const slot = order[i]!;
      if (matched[slot] === 0) continue;
      if (skipped < offset) skipped++;
      else ids.push(this.ids[slot]!);
    }
    return { total, ids };
  }

  private newSlot(id: string): number {
    const slot = this.free.pop() ?? this.ids.length;
    this.slotOf.set(id, slot);
    this.ids[slot] = id;
    return slot;
  }

  private write(slot: number, e: TaskEntry): void {
    const before = this.texts[slot];
    if (before) this.bytes -= slotBytes(before);
    this.texts[slot] = e.text;
    this.bytes += slotBytes(e.text);
    if ((slot + 1) * SIGNATURE_WORDS > this.signatures.length) {
      const grown = new Uint32Array(this.signatures.length * 2);
      grown.set(this.signatures);
      this.signatures = grown;
    }
    writeSignature(e.text, this.signatures, slot * SIGNATURE_WORDS);
    this.statuses[slot] = e.status;
    this.priorities[slot] = e.priority;
    this.projects[slot] = e.projectId;
    this.due[slot] = e.due;
    this.rank[slot] = e.rank;
    this.created[slot] = e.created;
  }

  /** Where `slot` is, or would go, in the sort's order (binary search on its current keys). */
  private positionOf(sort: TaskSort, slot: number): number {
    const order = this.orders[sort];
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compareSlots(sort, order[mid]!, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The first position of the sort's order strictly after the cursor's row. */
  private firstAfter(sort: TaskSort, after: Position): number {
    const order = this.orders[sort];
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareToPosition(this.keysOf(sort, order[mid]!), this.ids[order[mid]!]!, after) <= 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private keysOf(sort: TaskSort, slot: number): number[] {
    if (sort === 'created') return [this.created[slot]!];
    return [sort === 'due' ? this.due[slot]! : this.rank[slot]!, this.created[slot]!];
  }

  /** `compareToPosition` between two slots, without building their keys (a first look sorts 50,000 of them three times). */
  private compareSlots(sort: TaskSort, a: number, b: number): number {
    const first = sort === 'created' ? this.created : sort === 'due' ? this.due : this.rank;
    const byFirst = first[b]! - first[a]!;
    if (byFirst !== 0) return byFirst;
    const byCreated = sort === 'created' ? 0 : this.created[b]! - this.created[a]!;
    if (byCreated !== 0) return byCreated;
    const idA = this.ids[a]!;
    const idB = this.ids[b]!;
    return idA === idB ? 0 : idA < idB ? 1 : -1;
  }
}

/** Negative when the row (`keys`, `id`) comes before `p`: larger keys first, then the larger id (uuids compare as their lowercase text). */
function compareToPosition(keys: number[], id: string, p: Position): number {
  for (let i = 0; i < keys.length; i++) if (keys[i] !== p.keys[i]) return p.keys[i]! - keys[i]!;
  return id === p.id ? 0 : id < p.id ? 1 : -1;
}

/** What a task costs in memory, roughly: its text (two bytes a character at most), its signature and the rest. */
export const slotBytes = (text: string) => 2 * text.length + 4 * SIGNATURE_WORDS + 160;
