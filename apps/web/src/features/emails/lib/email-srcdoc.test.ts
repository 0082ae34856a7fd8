import { describe, expect, it } from 'vitest';
import { buildEmailSrcdoc, enableRemoteImages, hasRemoteImages, purifyEmailHtml } from './email-srcdoc';

const remote = '<p>Hi</p><img data-remote-src="https://cdn.example.com/logo.png" alt="Logo" width="120">';

describe('email srcdoc', () => {
  it('keeps remote images blocked until allowed', () => {
    const doc = buildEmailSrcdoc(remote, false);
    expect(doc).toContain('data-remote-src="https://cdn.example.com/logo.png"');
    expect(doc).not.toMatch(/<img[^>]*\ssrc=/);
    expect(doc).toContain('img-src data:;');
    expect(hasRemoteImages(purifyEmailHtml(remote))).toBe(true);
  });

  it('swaps data-remote-src to src once the user allows images', () => {
    const doc = buildEmailSrcdoc(remote, true);
    expect(doc).toContain('src="https://cdn.example.com/logo.png"');
    expect(doc).not.toContain('data-remote-src');
    expect(doc).toContain('alt="Logo"');
    expect(doc).toContain('width="120"');
    expect(doc).toContain('img-src https: http: data:');
  });

  it('never turns a non-http remote source into src', () => {
    const html = enableRemoteImages('<img data-remote-src="javascript:alert(1)"><img data-remote-src="data:image/png;base64,AAAA">');
    expect(html).not.toContain('src=');
  });

  it('strips script, handlers, styles sheets, frames and bad links a second time', () => {
    const dirty =
      '<p onclick="x()">a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe>' +
      '<a href="javascript:alert(1)">j</a><a href="https://ok.example/">ok</a><img src="https://tracker.example/p.gif">' +
      '<form action="https://x"><input></form><table width="600" align="center"><tr><td bgcolor="#fff">c</td></tr></table>';
    const clean = purifyEmailHtml(dirty);
    expect(clean).not.toMatch(/onclick|<script|<style|<iframe|javascript:|<form|<input/);
    expect(clean).not.toContain('tracker.example');
    expect(clean).toContain('href="https://ok.example/"');
    expect(clean).toContain('width="600"');
    expect(clean).toContain('align="center"');
    expect(clean).toContain('bgcolor="#fff"');
  });

  it('wraps the body in a document that forbids scripts and opens links outside', () => {
    const doc = buildEmailSrcdoc('<p>Body</p>', false);
    expect(doc.startsWith('<!doctype html>')).toBe(true);
    expect(doc).toContain("script-src 'none'");
    expect(doc).toContain('<base target="_blank">');
    expect(doc).toContain('<p>Body</p>');
  });
});
