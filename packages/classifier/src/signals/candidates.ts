import type { ProjectInfo } from '../types.js';

/** Done and archived projects take no new mail. */
const ACTIVE = new Set(['open', 'in_progress', 'closing']);

export const activeProjects = (projects: readonly ProjectInfo[]) => projects.filter((p) => ACTIVE.has(p.status));

/** Splits the spec's comma-separated text fields (otherNames). */
export const commaList = (text: string | null) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/**
 * Involved parties are often written with roles: "Quayside (Tom Okafor, chief
 * engineer; Denise Park)". Commas, semicolons and brackets all separate, and
 * only proper names count (a capitalised word with lower case in it), so roles
 * like "chief engineer" or "CEO" never match ordinary text.
 */
export const partyList = (text: string | null) =>
  (text ?? '')
    .split(/[,;()[\]\n]/)
    .map((s) => s.trim())
    .filter((s) => /\p{Lu}\p{Ll}/u.test(s));
