import { remembered } from '../util/recent.js';

/** The named entities mail clients write (Outlook's typographic quotes and dashes among them). */
const ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  rsquo: '\u2019',
  lsquo: '\u2018',
  rdquo: '\u201d',
  ldquo: '\u201c',
  ndash: '\u2013',
  mdash: '\u2014',
  bull: '\u2022',
  middot: '\u00b7',
  hellip: '\u2026',
  euro: '\u20ac',
  pound: '\u00a3',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  deg: '\u00b0',
  eacute: '\u00e9',
  egrave: '\u00e8',
  aacute: '\u00e1',
  agrave: '\u00e0',
  ouml: '\u00f6',
  auml: '\u00e4',
  uuml: '\u00fc',
  szlig: '\u00df',
  ccedil: '\u00e7',
  zwnj: '',
  zwj: '',
  shy: '',
};
/** "&#8211;", "&#x2019;": any code point a valid number names; others stay as written. */
const codePoint = (n: number, written: string) =>
  Number.isInteger(n) && n > 0 && n <= 0x10ffff && (n < 0xd800 || n > 0xdfff) ? String.fromCodePoint(n) : written;
const LOOKS_LIKE_HTML = /<(html|body|div|p|br|span|table|td|a|b|i|strong|em|ul|ol|li|h[1-6]|font|img|style|script)\b[^>]*>/i;

/**
 * bodyText should be plain text, but a body stored as HTML must not turn tags
 * into words or hide sentence breaks: block tags become line breaks, other
 * tags and script/style contents go, common entities are decoded. Text that
 * is not HTML is returned unchanged.
 */
export const plainText: (text: string | null | undefined) => string = remembered(readPlain);

function readPlain(text: string | null | undefined): string {
  if (!text) return '';
  if (!LOOKS_LIKE_HTML.test(text)) return text;
  return text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(br|hr|li|\/p|\/div|\/li|\/tr|\/h[1-6]|\/blockquote)\b[^>]*>/gi, '\n')
    .replace(/<\/?[a-z!][^>]*>/gi, ' ')
    .replace(/&#(\d{1,7});/g, (written, n: string) => codePoint(Number(n), written))
    .replace(/&#x([0-9a-f]{1,6});/gi, (written, n: string) => codePoint(parseInt(n, 16), written))
    .replace(/&([a-z]+);/gi, (written, name: string) => ENTITIES[name.toLowerCase()] ?? ENTITIES[name] ?? written);
}
