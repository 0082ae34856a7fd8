import { createRng } from './prng.js';

export type WellKnownFolder = 'inbox' | 'sentitems' | 'drafts' | 'junkemail' | 'deleteditems';

/** Folder ids in Graph's shape, stable per seed. */
export function wellKnownFolders(seed: number | string, inboxId: string): Record<WellKnownFolder, string> {
  const id = (name: string) => `AQMkADAwATM0MDAAMS1${createRng(`${seed}:folder:${name}`).base64url(24)}AAAAgEMAAAA`;
  return { inbox: inboxId, sentitems: id('sentitems'), drafts: id('drafts'), junkemail: id('junkemail'), deleteditems: id('deleteditems') };
}

/** Where messages outside the inbox are placed, in turn. */
export const OTHER_FOLDERS: readonly WellKnownFolder[] = ['sentitems', 'drafts', 'junkemail', 'deleteditems'];

/** A folder segment (well-known name, any case, or id) as its id; null when unknown. */
export function resolveFolder(folders: Record<WellKnownFolder, string>, segment: string): string | null {
  const byName = folders[segment.toLowerCase() as WellKnownFolder];
  if (byName) return byName;
  return Object.values(folders).includes(segment) ? segment : null;
}
