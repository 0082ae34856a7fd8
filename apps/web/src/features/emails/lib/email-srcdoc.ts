import DOMPurify from 'dompurify';

/** Attribute the server's sanitizer moves a remote image's URL into (packages/mail REMOTE_IMAGE_ATTR). */
const REMOTE_IMAGE_ATTR = 'data-remote-src';

const FORBID_TAGS = [
  'style',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'frame',
  'object',
  'embed',
  'svg',
  'math',
];

/**
 * The browser's second pass over HTML the server already sanitized: DOMPurify with no styles
 * sheets, forms, frames or foreign content. `src` is never allowed on images here: a remote image
 * only gets one from its data-remote-src attribute, and only when the user allowed it.
 */
export function purifyEmailHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    FORBID_TAGS,
    FORBID_ATTR: ['src', 'srcset', 'background', 'poster', 'action', 'formaction'],
    ADD_ATTR: [REMOTE_IMAGE_ATTR, 'target'],
    ALLOW_DATA_ATTR: false,
    // DOMPurify's default minus every scheme but http, https and mailto (values without a scheme pass).
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))/i,
  });
}

/** Remote images carry their URL in data-remote-src; this gives the http(s) ones a real src. */
export function enableRemoteImages(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const img of template.content.querySelectorAll<HTMLImageElement>(`img[${REMOTE_IMAGE_ATTR}]`)) {
    const url = img.getAttribute(REMOTE_IMAGE_ATTR) ?? '';
    if (/^https?:\/\//i.test(url)) img.setAttribute('src', url);
    img.removeAttribute(REMOTE_IMAGE_ATTR);
  }
  return template.innerHTML;
}

/** Whether the (purified) body still has images that wait for the user's consent. */
export function hasRemoteImages(html: string): boolean {
  return html.includes(REMOTE_IMAGE_ATTR);
}

const BASE_STYLE = `
  :root { color-scheme: light; }
  html, body { margin: 0; padding: 0; }
  body { font: 14px/1.55 ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #0f172a;
         overflow-wrap: anywhere; padding: 12px 14px; }
  img { max-width: 100%; height: auto; }
  img:not([src]) { display: inline-block; min-width: 16px; min-height: 16px; background: #f1f5f9; outline: 1px dashed #cbd5e1; }
  table { max-width: 100%; }
  a { color: #2563eb; }
  blockquote { margin: 0 0 0 8px; padding-left: 10px; border-left: 3px solid #e2e8f0; color: #475569; }
  pre { white-space: pre-wrap; }
`;

/**
 * The document for the sandboxed iframe's srcdoc: purified body, remote images swapped in only
 * when allowed, links opening outside, and a policy that forbids script even if the sandbox did not.
 */
export function buildEmailSrcdoc(html: string, remoteImagesAllowed: boolean): string {
  const purified = purifyEmailHtml(html);
  const body = remoteImagesAllowed ? enableRemoteImages(purified) : purified;
  const imgSrc = remoteImagesAllowed ? 'https: http: data:' : 'data:';
  const csp = `default-src 'none'; img-src ${imgSrc}; style-src 'unsafe-inline'; script-src 'none'; form-action 'none'`;
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
    '<base target="_blank">',
    `<style>${BASE_STYLE}</style></head><body>`,
    body,
    '</body></html>',
  ].join('');
}
