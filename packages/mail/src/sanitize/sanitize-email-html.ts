import sanitizeHtml from 'sanitize-html';
import { ALLOWED_STYLES } from './css-allow-list.js';
import { EMBEDDED_IMAGE_TEXT, isEmbeddedImageSrc, LINK_PROTOCOLS, REMOTE_IMAGE_PROTOCOLS, safeUrl } from './safe-url.js';

/**
 * Attribute that carries a remote image's URL after sanitizing. The browser never loads it; the
 * email view copies it back to `src` only when the user allows remote images for that email.
 */
export const REMOTE_IMAGE_ATTR = 'data-remote-src';

/**
 * docs/behaviour.md, Mail handling. An allow-list, not a block-list: only the formatting tags below survive; everything else
 * (script, iframe/frame, object, embed, applet, link, meta, base, style, form and its controls,
 * svg, math, media, template ...) is removed. Every on* attribute is dropped because no event
 * attribute is on the list.
 */
const ALLOWED_TAGS = [
  'a',
  'abbr',
  'address',
  'article',
  'aside',
  'b',
  'bdi',
  'bdo',
  'big',
  'blockquote',
  'br',
  'caption',
  'center',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'font',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'main',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'samp',
  'section',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'tt',
  'u',
  'ul',
  'var',
  'wbr',
];

/**
 * Removed together with their text: code, CSS and raw-text containers, and foreign content (SVG,
 * MathML) whose text is not message content. Form controls carry no readable text worth keeping.
 */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'title',
  'textarea',
  'option',
  'select',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'svg',
  'math',
  'canvas',
  'audio',
  'video',
  'datalist',
];

const CELL = ['width', 'height', 'colspan', 'rowspan', 'bgcolor', 'valign', 'nowrap', 'scope'];
const ALLOWED_ATTRIBUTES: sanitizeHtml.IOptions['allowedAttributes'] = {
  '*': ['style', 'title', 'dir', 'lang', 'align'],
  a: ['href', 'rel', 'target'],
  img: [REMOTE_IMAGE_ATTR, 'alt', 'width', 'height'],
  table: ['width', 'border', 'cellpadding', 'cellspacing', 'bgcolor'],
  td: CELL,
  th: CELL,
  tr: ['bgcolor', 'valign'],
  col: ['span', 'width'],
  colgroup: ['span', 'width'],
  font: ['color', 'face', 'size'],
  ol: ['start', 'type', 'reversed'],
  ul: ['type'],
  li: ['value'],
  time: ['datetime'],
  details: ['open'],
};

/** Links: only absolute http, https and mailto survive, and they always open outside the app. */
function transformLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const href = safeUrl(attribs.href, LINK_PROTOCOLS);
  const kept: sanitizeHtml.Attributes = { ...attribs };
  delete kept.href;
  delete kept.target;
  delete kept.rel;
  if (!href) return { tagName, attribs: kept };
  return { tagName, attribs: { ...kept, href, rel: 'noopener noreferrer nofollow', target: '_blank' } };
}

/** Images: inline (cid:/data:) become a text marker; remote ones are kept but blocked; the rest go. */
function transformImage(_tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  if (isEmbeddedImageSrc(attribs.src)) {
    return { tagName: 'span', attribs: {}, text: EMBEDDED_IMAGE_TEXT };
  }
  const remote = safeUrl(attribs.src, REMOTE_IMAGE_PROTOCOLS);
  // An empty tag name makes sanitize-html discard the element (an <img> has no content to keep).
  if (!remote) return { tagName: '', attribs: {} };
  const kept: sanitizeHtml.Attributes = { [REMOTE_IMAGE_ATTR]: remote };
  for (const name of ['alt', 'width', 'height', 'title', 'style', 'align']) {
    const value = attribs[name];
    if (value !== undefined) kept[name] = value;
  }
  return { tagName: 'img', attribs: kept };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  nonTextTags: DROP_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedStyles: ALLOWED_STYLES,
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'formaction', 'xlink:href'],
  allowProtocolRelative: false,
  allowedClasses: {},
  // Comments are dropped: conditional comments and comment-based parser differentials are mXSS food.
  allowVulnerableTags: false,
  transformTags: { a: transformLink, img: transformImage },
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
};

/** Email HTML -> HTML that cannot run script, load anything, or escape its box (docs/behaviour.md, Mail handling). */
export function sanitizeEmailHtml(html: string): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS).trim();
}
