/**
 * URL checks shared by the sanitizer and the text conversion. Values are parsed with the WHATWG
 * URL parser — the same algorithm the browser applies — so tricks such as `java\tscript:`,
 * leading control characters or entity-encoded schemes cannot slip past a string prefix test.
 */
export const LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);
export const REMOTE_IMAGE_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);

/** The normalised absolute URL when its scheme is in `allowed`; null for relative, invalid or other schemes. */
export function safeUrl(value: string | undefined | null, allowed: ReadonlySet<string>): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    // Relative URLs mean nothing inside an email (there is no base), so they are dropped too.
    return null;
  }
  if (!allowed.has(url.protocol)) return null;
  // A credential-bearing link (`https://bank.com@evil.example`) is a phishing classic.
  if (url.username || url.password) return null;
  return url.href;
}

/** True for inline image sources that the sanitizer replaces with '[Embedded Image]'. */
export function isEmbeddedImageSrc(value: string | undefined | null): boolean {
  const v = (value ?? '').replace(/[\u0000-\u0020]+/g, '').toLowerCase();
  return v.startsWith('cid:') || v.startsWith('data:');
}

export const EMBEDDED_IMAGE_TEXT = '[Embedded Image]';
