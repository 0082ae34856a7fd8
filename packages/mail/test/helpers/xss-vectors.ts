import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hasSharedData, sharedData } from '../../../../test-support/shared-data.js';

/** One hostile HTML input from the XSS collections. */
export type XssVector = { source: 'dompurify' | 'html5sec' | 'owasp'; name: string; html: string };

type DompurifyCase = { title: string; payload: string };
type Html5secItem = { id: number; name: string; data_expanded?: string; data: string };
type OwaspBlock = { section: string; vector: string };

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const owaspName = (i: number, b: OwaspBlock) => `#${i} ${b.section.split(' > ').pop()}`;

/** About a dozen vectors of each collection, shipped in the repo (test/fixtures/SOURCE.md). */
export function loadXssSlice(): XssVector[] {
  const slice = readJson<{
    dompurify: (DompurifyCase & { index: number })[];
    html5sec: Html5secItem[];
    owasp: (OwaspBlock & { index: number })[];
  }>(path.join(import.meta.dirname, '../fixtures/xss-vectors-slice.json'));
  return [
    ...slice.dompurify.map((c) => ({ source: 'dompurify' as const, name: `#${c.index} ${c.title}`, html: c.payload })),
    ...slice.html5sec.map((it) => ({ source: 'html5sec' as const, name: `#${it.id} ${it.name}`, html: it.data_expanded ?? it.data })),
    ...slice.owasp.map((b) => ({ source: 'owasp' as const, name: owaspName(b.index, b), html: b.vector })),
  ];
}

/**
 * Every vector of DOMPurify's fixtures, the HTML5 Security Cheatsheet and the OWASP filter-evasion
 * cheat sheet, from SHARED_DATA_DIR; null (the sweep is skipped) when it is not set. OWASP blocks
 * tagged js/php/sh are kept too: they are text to a sanitizer, and feeding them costs nothing.
 */
export function loadAllXssVectors(): XssVector[] | null {
  if (!hasSharedData('the full XSS collections', 'dompurify-fixtures')) return null;
  const cases = readJson<DompurifyCase[]>(sharedData('dompurify-fixtures', 'expect.json'));
  const items = readJson<Html5secItem[]>(sharedData('html5sec-vectors', 'items.json'));
  const blocks = readJson<OwaspBlock[]>(sharedData('owasp-xss-filter-evasion', 'vectors.json'));
  return [
    ...cases.map((c, i) => ({ source: 'dompurify' as const, name: `#${i} ${c.title}`, html: c.payload })),
    ...items.map((it) => ({ source: 'html5sec' as const, name: `#${it.id} ${it.name}`, html: it.data_expanded ?? it.data })),
    ...blocks.map((b, i) => ({ source: 'owasp' as const, name: owaspName(i, b), html: b.vector })),
  ];
}
