import type { ReactNode } from 'react';

/** http(s) and www. addresses in plain text; trailing punctuation stays text ("see https://x.example/a."). */
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>".,;:!?)\]}'*]/gi;

/** Plain text as React nodes, its web addresses as links that open in a new tab. */
export function linkify(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    if (start > last) out.push(text.slice(last, start));
    const url = match[0];
    const href = /^www\./i.test(url) ? `https://${url}` : url;
    out.push(
      <a key={start} href={href} target="_blank" rel="noopener noreferrer nofollow" className="text-primary underline underline-offset-2">
        {url}
      </a>,
    );
    last = start + url.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
