/**
 * The first construct in a regex that a linear-time engine (RE2, which runs
 * rule patterns) cannot run, described for an error message; null when there
 * is none. Backreferences and lookaround are what make a pattern able to
 * backtrack for seconds, so patterns using them are refused when saved.
 */
export function unsupportedRegexFeature(pattern: string): string | null {
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (!inClass && /[1-9]/.test(next)) return `a backreference (\\${next})`;
      if (!inClass && next === 'k' && pattern[i + 2] === '<') return 'a named backreference (\\k<...>)';
      i++;
    } else if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') {
      inClass = true;
    } else if (c === '(' && pattern[i + 1] === '?') {
      const kind = pattern.slice(i + 2, i + 4);
      if (kind.startsWith('=') || kind.startsWith('!')) return 'a lookahead ((?= or (?!)';
      if (kind === '<=' || kind === '<!') return 'a lookbehind ((?<= or (?<!)';
    }
  }
  return null;
}
