import { describe, expect, it } from 'vitest';
import { scriptCapableProblems } from '../../test/helpers/script-capable.js';
import { loadAllXssVectors, loadXssSlice, type XssVector } from '../../test/helpers/xss-vectors.js';
import { htmlToText } from './html-to-text.js';
import { sanitizeEmailHtml } from './sanitize-email-html.js';

/**
 * DOMPurify's fixtures, the HTML5 Security Cheatsheet and the OWASP cheat sheet, sanitized and
 * re-parsed as a browser would: nothing script-capable may remain. Exact output is not compared
 * with DOMPurify's: its fixtures assume its default config (SVG kept, styles kept, ...), ours is
 * stricter by design. The shipped slice always runs; the full collections need SHARED_DATA_DIR.
 * e2e/sanitizer-xss.spec.ts renders the same vectors in Chromium.
 */
const slice = loadXssSlice();
const all = loadAllXssVectors();
const count = (vectors: XssVector[], source: XssVector['source']) => vectors.filter((v) => v.source === source).length;
const named = (vectors: XssVector[]) => vectors.map((v) => [`${v.source} ${v.name}`.slice(0, 100), v.html] as const);

function expectHarmless(html: string) {
  const once = sanitizeEmailHtml(html);
  expect(scriptCapableProblems(once)).toEqual([]);
  // Sanitizing is stable: a second pass (the browser sanitizes again) finds nothing to change.
  expect(scriptCapableProblems(sanitizeEmailHtml(once))).toEqual([]);
  expect(htmlToText(html)).not.toMatch(/\((?:javascript|vbscript|data):/i);
}

describe('XSS vectors, the slice shipped in the repo', () => {
  it('holds vectors of all three collections', () => {
    expect([count(slice, 'dompurify'), count(slice, 'html5sec'), count(slice, 'owasp')]).toEqual([12, 12, 11]);
  });

  it.each(named(slice))('%s', (_name, html) => expectHarmless(html));
});

describe.skipIf(all === null)('XSS vectors, the full collections (SHARED_DATA_DIR)', () => {
  const vectors = all ?? [];
  it('loads all three collections', () => {
    expect([count(vectors, 'dompurify'), count(vectors, 'html5sec'), count(vectors, 'owasp')]).toEqual([223, 149, 110]);
  });

  it.each(named(vectors))('%s', (_name, html) => expectHarmless(html));
});
