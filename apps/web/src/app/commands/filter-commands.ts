import type { Command } from '@/lib/command-registry';

/**
 * Palette search: every typed word must appear in the label, group or keywords; labels that start
 * with the query rank first, then labels containing it, then the rest, each in registration order.
 */
export function filterCommands(commands: readonly Command[], query: string): Command[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...commands];
  const words = q.split(/\s+/);
  const scored = commands
    .map((command, index) => {
      const label = command.label.toLowerCase();
      const text = `${label} ${command.group.toLowerCase()} ${(command.keywords ?? '').toLowerCase()}`;
      if (!words.every((w) => text.includes(w))) return null;
      const rank = label.startsWith(q) ? 0 : label.includes(q) ? 1 : 2;
      return { command, rank, index };
    })
    .filter((x): x is { command: Command; rank: number; index: number } => x !== null);
  return scored.sort((a, b) => a.rank - b.rank || a.index - b.index).map((x) => x.command);
}
