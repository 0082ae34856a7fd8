import { describe, expect, it } from 'vitest';
import { scriptCapableProblems } from '../../test/helpers/script-capable.js';
import { REMOTE_IMAGE_ATTR, sanitizeEmailHtml } from './sanitize-email-html.js';

const clean = (html: string) => {
  const out = sanitizeEmailHtml(html);
  expect(scriptCapableProblems(out)).toEqual([]);
  return out;
};

describe('sanitizeEmailHtml removes what docs/behaviour.md, Mail handling lists', () => {
  it.each([
    ['script', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['iframe', '<iframe src="https://x.example"></iframe><p>a</p>', '<p>a</p>'],
    ['frameset', '<frameset><frame src="https://x.example"></frameset>ok', 'ok'],
    ['object and embed', '<object data="x.swf"><param name=a></object><embed src="y.swf">b', 'b'],
    ['link and meta', '<link rel=stylesheet href="https://x/a.css"><meta http-equiv=refresh content="0;url=https://x">c', 'c'],
    ['style element', '<style>p{color:red}</style><p>d</p>', '<p>d</p>'],
    [
      'base',
      '<base href="https://evil.example/"><a href="https://ok.example/">e</a>',
      '<a href="https://ok.example/" rel="noopener noreferrer nofollow" target="_blank">e</a>',
    ],
    ['title text', '<head><title>Secret title</title></head><body>f</body>', 'f'],
    ['svg with its content', '<svg onload=alert(1)><text>svg words</text></svg>g', 'g'],
    ['math', '<math><mtext>m</mtext><maction actiontype="statusline">x</maction></math>h', 'h'],
    [
      'form controls',
      '<form action="https://x"><input name=a value=b><button>Go</button><select><option>o</option></select><textarea>t</textarea></form>i',
      'Goi',
    ],
    ['comments', '<!-- <script>alert(1)</script> --><p>j</p>', '<p>j</p>'],
  ])('%s', (_name, input, expected) => {
    expect(clean(input)).toBe(expected);
  });

  it('drops every event handler attribute', () => {
    expect(clean('<p onclick="alert(1)" onmouseover=x ONERROR=y title="t">k</p>')).toBe('<p title="t">k</p>');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' \t javascript:alert(1)',
    'java\tscript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    '&#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    '/relative/path',
    '//evil.example/x',
    'https://user:pw@bank.example.evil.example/',
    'file:///etc/passwd',
  ])('drops a link to %s but keeps its text', (href) => {
    expect(clean(`<a href="${href}">text</a>`)).toBe('<a>text</a>');
  });

  it('keeps http, https and mailto links and opens them outside the app', () => {
    const out = clean('<a href="HTTPS://Example.com/a?b=1&amp;c=2" target="_self" rel="opener">x</a><a href="mailto:a@b.example">m</a>');
    expect(out).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow" target="_blank">x</a>' +
        '<a href="mailto:a@b.example" rel="noopener noreferrer nofollow" target="_blank">m</a>',
    );
  });
});

describe('images', () => {
  it('replaces cid: and data: images with [Embedded Image]', () => {
    expect(clean('<p>a<img src="cid:logo@x" alt="Logo">b<img src="data:image/png;base64,iVBOR" alt=""></p>')).toBe(
      '<p>a<span>[Embedded Image]</span>b<span>[Embedded Image]</span></p>',
    );
  });

  it(`keeps remote images blocked: src moves to ${REMOTE_IMAGE_ATTR}, alt stays`, () => {
    const out = clean('<img src="https://cdn.example/p.png" alt="Chart" width="200" height="100" onerror="x" srcset="https://a/1.png 2x">');
    expect(out).toBe(`<img ${REMOTE_IMAGE_ATTR}="https://cdn.example/p.png" alt="Chart" width="200" height="100" />`);
  });

  it('drops images whose source is neither inline nor http(s)', () => {
    expect(clean('<img src="javascript:alert(1)">a<img src="x.png">b<img>c')).toBe('abc');
  });

  it('removes resource-loading attributes on other tags', () => {
    expect(clean('<table background="https://t/x.gif"><tr><td background="https://t/y.gif">z</td></tr></table>')).toBe(
      '<table><tr><td>z</td></tr></table>',
    );
  });
});

describe('inline styles (allow-list)', () => {
  it('keeps presentational properties', () => {
    const out = clean('<p style="color: #333; font-family: \'Segoe UI\', Arial, sans-serif; padding: 4px 8px; text-align:center">x</p>');
    expect(out).toBe('<p style="color:#333;font-family:\'Segoe UI\', Arial, sans-serif;padding:4px 8px;text-align:center">x</p>');
  });

  it.each([
    'background: url(https://track.example/p.gif)',
    'background-image: url(x)',
    'width: expression(alert(1))',
    'color: red; behavior: url(x.htc)',
    'position: fixed; top: 0',
    'list-style-image: url(x)',
    'color: r\\65 d',
    'font-family: var(--x)',
    'background: image-set("x.png" 1x)',
  ])('drops unsafe declaration %s', (style) => {
    const out = clean(`<div style="${style}">x</div>`);
    expect(out).not.toMatch(/url|expression|behavior|position|image|var\(|\\/i);
  });

  it('drops a style attribute it cannot parse', () => {
    expect(clean('<div style="{{{">x</div>')).toBe('<div>x</div>');
  });
});

describe('keeps email content readable', () => {
  it('keeps tables, lists, headings and text formatting', () => {
    const html =
      '<h2>T</h2><table width="100%" cellpadding="4"><tr><td colspan="2" bgcolor="#eee"><b>b</b> <i>i</i></td></tr></table><ul><li>one</li></ul>';
    expect(clean(html)).toBe(html);
  });

  it('escapes text so nothing re-parses as markup', () => {
    expect(clean('<p>&lt;script&gt;alert(1)&lt;/script&gt; 1 &lt; 2</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; 1 &lt; 2</p>');
  });

  it('unwraps html/body and drops ids, classes and names', () => {
    expect(clean('<html><body class="b"><div id="x" class="y" name="z">ok</div></body></html>')).toBe('<div>ok</div>');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeEmailHtml('')).toBe('');
  });
});
