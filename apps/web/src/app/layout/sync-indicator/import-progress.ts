/** Import progress as a percentage, or null while the total is not known yet. */
export function importPercent(imported: number, total: number | null): number | null {
  if (!total || total <= 0) return null;
  return Math.round((Math.min(imported, total) / total) * 100);
}
