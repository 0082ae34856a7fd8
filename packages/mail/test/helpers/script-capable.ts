import { JSDOM } from 'jsdom';

/**
 * Finds anything in sanitized HTML that could run script, load a resource or submit data, after
 * parsing it the way a browser does (jsdom's HTML5 parser, not the sanitizer's own parser, so a
 * parser differential would show up here).
 */
const FORBIDDEN_TAGS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'style',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'base',
  'meta',
  'link',
  'template',
  'noscript',
  'portal',
  'video',
  'audio',
  'source',
  'track',
  'picture',
  'map',
  'area',
  'param',
  'xmp',
  'plaintext',
  'noembed',
]);
const URL_ATTRS = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'background',
  'poster',
  'srcset',
  'data',
  'codebase',
  'cite',
  'lowsrc',
  'dynsrc',
  'ping',
  'manifest',
  'longdesc',
  'usemap',
]);
const BAD_SCHEME = /^(?:javascript|vbscript|data|livescript|mocha):/i;

export function scriptCapableProblems(html: string): string[] {
  const problems: string[] = [];
  const fragment = JSDOM.fragment(html);
  for (const el of Array.from(fragment.querySelectorAll('*')) as Element[]) {
    const tag = el.localName.toLowerCase();
    if (FORBIDDEN_TAGS.has(tag)) problems.push(`<${tag}> element`);
    if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml') problems.push(`<${tag}> in ${el.namespaceURI}`);
    if (tag === 'img' && el.hasAttribute('src')) problems.push('<img src> loads without consent');
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const value = attr.value.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '');
      if (name.startsWith('on')) problems.push(`event handler ${name}`);
      if (URL_ATTRS.has(name) && BAD_SCHEME.test(value)) problems.push(`${name}=${attr.value.slice(0, 40)}`);
      if (name === 'style' && /url\(|expression\(|image-set|\\|@import|behavior|binding/i.test(attr.value)) {
        problems.push(`style ${attr.value.slice(0, 60)}`);
      }
      if (BAD_SCHEME.test(value) && name !== 'title' && name !== 'alt') problems.push(`${name} holds a script URL`);
    }
  }
  return problems;
}
