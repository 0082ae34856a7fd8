import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text.js';

describe('htmlToText', () => {
  it('keeps paragraphs and line breaks', () => {
    expect(htmlToText('<p>Hello Sam,</p><p>Line one<br>Line two</p><div>Thanks</div>')).toBe('Hello Sam,\n\nLine one\nLine two\n\nThanks');
  });

  it('decodes entities and collapses source whitespace', () => {
    expect(htmlToText('<p>Fish &amp; chips&nbsp;&ndash;   &#163;5\n   each &lt;b&gt;</p>')).toBe('Fish & chips – £5 each <b>');
  });

  it('writes http, https and mailto links as "text (url)"', () => {
    expect(htmlToText('See <a href="https://example.com/report">the report</a> or <a href="mailto:a@b.example">mail me</a>.')).toBe(
      'See the report (https://example.com/report) or mail me (mailto:a@b.example).',
    );
  });

  it('does not repeat a link whose text is its address', () => {
    expect(htmlToText('<a href="https://example.com/">https://example.com</a>')).toBe('https://example.com');
  });

  it('keeps only the text of links with other schemes', () => {
    expect(htmlToText('<a href="javascript:alert(1)">click</a> <a href="data:text/html,x">d</a> <a href="/rel">r</a>')).toBe('click d r');
  });

  it('drops script, style and head text', () => {
    expect(htmlToText('<html><head><title>T</title><style>p{}</style></head><body><script>x()</script><p>Body</p></body></html>')).toBe(
      'Body',
    );
  });

  it('marks inline images and uses alt text for remote ones', () => {
    expect(htmlToText('<p><img src="cid:a@b"> and <img src="https://x/y.png" alt="Floor plan"></p>')).toBe(
      '[Embedded Image] and Floor plan',
    );
  });

  it('writes list items on their own lines', () => {
    expect(htmlToText('<p>Agenda:</p><ul><li>Budget</li><li>Hiring</li></ul><p>Bye</p>')).toBe('Agenda:\n\n- Budget\n- Hiring\n\nBye');
  });

  it('keeps table cells apart and rows on lines', () => {
    expect(htmlToText('<table><tr><td>Unit</td><td>4B</td></tr><tr><td>Rent</td><td>$2,100</td></tr></table>')).toBe(
      'Unit\t4B\nRent\t$2,100',
    );
  });

  it('keeps preformatted whitespace', () => {
    expect(htmlToText('<pre>a  b\n  c</pre>')).toBe('a  b\n  c');
  });

  it('handles empty and broken markup', () => {
    expect(htmlToText('')).toBe('');
    expect(htmlToText('<p>unclosed <b>bold <a href="https://x.example/">link')).toBe('unclosed bold link (https://x.example/)');
  });
});
