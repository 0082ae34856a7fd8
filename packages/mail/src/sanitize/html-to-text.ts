import { Parser } from 'htmlparser2';
import { EMBEDDED_IMAGE_TEXT, isEmbeddedImageSrc, LINK_PROTOCOLS, safeUrl } from './safe-url.js';

/** Elements whose text is never message content. */
const SKIP = new Set([
  'script',
  'style',
  'title',
  'head',
  'noscript',
  'template',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'select',
  'option',
  'textarea',
  'xmp',
  'noembed',
  'noframes',
  'applet',
  'canvas',
]);
/** Elements that start and end on their own line. */
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'center',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'tfoot',
  'thead',
  'tr',
  'ul',
  'caption',
  'body',
  'html',
]);
/** Paragraph-like elements get a blank line around them. */
const PARAGRAPH = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'table', 'ul', 'ol', 'hr']);

type Link = { href: string | null; text: string };

/**
 * HTML -> readable plain text (docs/behaviour.md, Mail handling): paragraphs and line breaks kept, entities decoded, links
 * written "text (url)" only for http, https and mailto, inline images as '[Embedded Image]'.
 */
export function htmlToText(html: string): string {
  // Output is kept as a list of small chunks: indexing or trimming one growing string makes V8
  // flatten it again and again, which is quadratic on large newsletters.
  const parts: string[] = [];
  let skipDepth = 0;
  let preDepth = 0;
  const links: Link[] = [];
  // Line-break requests are collected and applied once before the next text, so nested blocks
  // do not pile up empty lines.
  let pendingBreaks = 0;
  const empty = () => parts.length === 0;
  const last = () => {
    const chunk = parts[parts.length - 1] ?? '';
    return chunk.charAt(chunk.length - 1);
  };
  const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n';
  const requestBreaks = (n: number) => {
    if (!empty()) pendingBreaks = Math.max(pendingBreaks, n);
  };
  const trimTrailingBlanks = () => {
    while (parts.length > 0) {
      const trimmed = parts[parts.length - 1]!.replace(/[ \t]+$/, '');
      if (trimmed) {
        parts[parts.length - 1] = trimmed;
        return;
      }
      parts.pop();
    }
  };
  const write = (text: string) => {
    if (!text) return;
    if (pendingBreaks > 0) {
      trimTrailingBlanks();
      parts.push('\n'.repeat(pendingBreaks));
      pendingBreaks = 0;
    }
    parts.push(text);
    for (const link of links) link.text += text;
  };

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (skipDepth > 0 || SKIP.has(name)) {
          skipDepth++;
          return;
        }
        if (name === 'pre') preDepth++;
        if (name === 'br') {
          write('\n');
        } else if (PARAGRAPH.has(name)) requestBreaks(2);
        else if (BLOCK.has(name)) requestBreaks(1);
        if (name === 'li') write('- ');
        // Table cells sit side by side: a tab keeps them apart without layout noise, and lets a reader
        // (the classifier's "Tue <tab> Review drawings <tab> Alex") tell one cell from the next.
        if ((name === 'td' || name === 'th') && pendingBreaks === 0 && !empty() && !isSpace(last())) write('\t');
        if (name === 'img') {
          if (isEmbeddedImageSrc(attrs.src)) write(EMBEDDED_IMAGE_TEXT);
          else if (attrs.alt?.trim()) write(attrs.alt.trim());
        }
        if (name === 'a') links.push({ href: safeUrl(attrs.href, LINK_PROTOCOLS), text: '' });
      },
      ontext(text) {
        if (skipDepth > 0) return;
        if (preDepth > 0) return write(text);
        const collapsed = text.replace(/\s+/g, ' ');
        // Leading space at the start of a line is layout noise from the source indentation.
        const lineStart = empty() || pendingBreaks > 0 || last() === '\n';
        if (collapsed === ' ' && (lineStart || isSpace(last()))) return;
        write(lineStart ? collapsed.replace(/^ /, '') : collapsed);
      },
      onclosetag(name) {
        if (skipDepth > 0) {
          skipDepth--;
          return;
        }
        if (name === 'pre') preDepth = Math.max(0, preDepth - 1);
        if (name === 'a') closeLink();
        if (PARAGRAPH.has(name)) requestBreaks(2);
        else if (BLOCK.has(name)) requestBreaks(1);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );

  function closeLink() {
    const link = links.pop();
    if (!link?.href) return;
    const text = link.text.replace(/\s+/g, ' ').trim();
    const bare = link.href.replace(/^mailto:/i, '').replace(/\/$/, '');
    // A link whose text already is its address adds nothing when repeated.
    if (text && (text === link.href || text.replace(/\/$/, '') === bare)) return;
    write(text ? ` (${link.href})` : link.href);
  }

  parser.write(html);
  parser.end();
  return parts
    .join('')
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
