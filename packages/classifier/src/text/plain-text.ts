import { remembered } from '../util/recent.js';

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };
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
    .replace(/<(br|\/p|\/div|\/li|\/tr|\/h[1-6]|\/blockquote)\b[^>]*>/gi, '\n')
    .replace(/<\/?[a-z!][^>]*>/gi, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|apos|#39);/gi, (_, name: string) => ENTITIES[name.toLowerCase()] ?? ' ');
}
