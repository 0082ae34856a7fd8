import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

const links = (text: string) => {
  const { container } = render(<pre>{linkify(text)}</pre>);
  return {
    text: container.textContent,
    anchors: [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.target, a.rel]),
  };
};

describe('linkify', () => {
  it('turns web addresses into links that open in a new tab and keeps the text as it was', () => {
    const text = 'Agenda at https://example.com/a?b=1&c=2, notes on www.example.org/notes.\nThanks';
    expect(links(text)).toEqual({
      text,
      anchors: [
        ['https://example.com/a?b=1&c=2', 'https://example.com/a?b=1&c=2', '_blank', 'noopener noreferrer nofollow'],
        ['www.example.org/notes', 'https://www.example.org/notes', '_blank', 'noopener noreferrer nofollow'],
      ],
    });
  });

  it('leaves other schemes and bare words as text', () => {
    expect(links('javascript:alert(1) or data:text/html,x or example.com (http://x.example/a)').anchors).toEqual([
      ['http://x.example/a', 'http://x.example/a', '_blank', 'noopener noreferrer nofollow'],
    ]);
  });
});
