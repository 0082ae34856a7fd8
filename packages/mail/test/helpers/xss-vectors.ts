import { readFileSync } from 'node:fs';
import { hasSharedData, sharedData } from './shared-data.js';

/** One hostile HTML input from the shared XSS collections. */
export type XssVector = { source: 'dompurify' | 'html5sec' | 'owasp'; name: string; html: string };

const readJson = <T>(...parts: string[]): T => JSON.parse(readFileSync(sharedData(...parts), 'utf8')) as T;

/**
 * Every vector of DOMPurify's fixtures, the HTML5 Security Cheatsheet and the OWASP filter-evasion
 * cheat sheet. OWASP blocks tagged js/php/sh are kept too: they are text to a sanitizer, and
 * feeding them costs nothing.
 */
export function loadXssVectors(): XssVector[] {
  const vectors: XssVector[] = [];
  if (hasSharedData('dompurify-fixtures', 'expect.json')) {
    const cases = readJson<{ title: string; payload: string }[]>('dompurify-fixtures', 'expect.json');
    cases.forEach((c, i) => vectors.push({ source: 'dompurify', name: `#${i} ${c.title}`, html: c.payload }));
  }
  if (hasSharedData('html5sec-vectors', 'items.json')) {
    const items = readJson<{ id: number; name: string; data_expanded?: string; data: string }[]>('html5sec-vectors', 'items.json');
    for (const it of items) vectors.push({ source: 'html5sec', name: `#${it.id} ${it.name}`, html: it.data_expanded ?? it.data });
  }
  if (hasSharedData('owasp-xss-filter-evasion', 'vectors.json')) {
    const blocks = readJson<{ section: string; vector: string }[]>('owasp-xss-filter-evasion', 'vectors.json');
    blocks.forEach((b, i) => vectors.push({ source: 'owasp', name: `#${i} ${b.section.split(' > ').pop()}`, html: b.vector }));
  }
  return vectors;
}
