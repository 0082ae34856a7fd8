import type { ProjectInfo } from '../types.js';

/**
 * docs/behaviour.md, Classifier proposals: a label names a project case-insensitively, by equality or by
 * substring either way; 'None' means Unclassified. Equality wins, then the
 * longest name contained in the label (the most specific), then a project
 * whose name contains the label.
 */
export function mapLabelToProject(label: string | null | undefined, projects: readonly ProjectInfo[]): ProjectInfo | null {
  const wanted = (label ?? '').trim().toLowerCase();
  if (!wanted || wanted === 'none') return null;
  const named = projects.filter((p) => p.name.trim().length > 0);
  const exact = named.find((p) => p.name.trim().toLowerCase() === wanted);
  if (exact) return exact;
  const inLabel = named
    .filter((p) => wanted.includes(p.name.trim().toLowerCase()))
    .sort((a, b) => b.name.trim().length - a.name.trim().length);
  if (inLabel[0]) return inLabel[0];
  return named.find((p) => p.name.trim().toLowerCase().includes(wanted)) ?? null;
}
