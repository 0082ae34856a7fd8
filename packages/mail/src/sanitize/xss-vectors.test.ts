import { describe, expect, it } from 'vitest';
import { scriptCapableProblems } from '../../test/helpers/script-capable.js';
import { loadXssVectors } from '../../test/helpers/xss-vectors.js';
import { htmlToText } from './html-to-text.js';
import { sanitizeEmailHtml } from './sanitize-email-html.js';

/**
 * DOMPurify's fixtures, the HTML5 Security Cheatsheet and the OWASP cheat sheet, sanitized and
 * re-parsed as a browser would: nothing script-capable may remain. Exact output is not compared
 * with DOMPurify's: its fixtures assume its default config (SVG kept, styles kept, ...), ours is
 * stricter by design. e2e/sanitizer-xss.spec.ts renders the same vectors in Chromium.
 */
const vectors = loadXssVectors();

describe.skipIf(vectors.length === 0)('XSS vectors', () => {
  it('loads all three collections', () => {
    const count = (source: string) => vectors.filter((v) => v.source === source).length;
    expect([count('dompurify'), count('html5sec'), count('owasp')]).toEqual([223, 149, 110]);
  });

  it.each(vectors.map((v) => [`${v.source} ${v.name}`.slice(0, 100), v.html] as const))('%s', (_name, html) => {
    const once = sanitizeEmailHtml(html);
    expect(scriptCapableProblems(once)).toEqual([]);
    // Sanitizing is stable: a second pass (the browser sanitizes again) finds nothing to change.
    expect(scriptCapableProblems(sanitizeEmailHtml(once))).toEqual([]);
    expect(htmlToText(html)).not.toMatch(/\((?:javascript|vbscript|data):/i);
  });
});
