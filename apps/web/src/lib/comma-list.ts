/** Comma-separated inputs (docs/behaviour.md, Validation): split on commas, trim, drop blanks. */
export function parseCommaList(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** A list back into the text a comma-separated input shows. */
export const joinCommaList = (items: readonly string[] | null | undefined): string => (items ?? []).join(', ');

/** A comma-separated text field tidied ('a, , b ' -> 'a, b'); empty -> null (absent). */
export function normalizeCommaText(text: string | null | undefined): string | null {
  const items = parseCommaList(text);
  return items.length > 0 ? items.join(', ') : null;
}
