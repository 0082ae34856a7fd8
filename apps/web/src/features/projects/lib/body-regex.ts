/**
 * Live check of the body regex as the server checks it (case-insensitive RegExp).
 * Returns the message to show, or null when the text is blank or valid.
 */
export function bodyRegexError(pattern: string | null | undefined): string | null {
  if (!pattern || pattern.trim() === '') return null;
  try {
    new RegExp(pattern, 'i');
    return null;
  } catch (error) {
    const detail = error instanceof Error ? error.message.replace(/^Invalid regular expression: /, '') : '';
    return `Invalid regular expression${detail ? `: ${detail}` : ''}`;
  }
}
