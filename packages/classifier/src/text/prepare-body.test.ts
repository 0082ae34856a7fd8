import { describe, expect, it } from 'vitest';
import { prepareClassifierBody } from './prepare-body.js';

describe('prepareClassifierBody (docs/behaviour.md, Classifier proposals)', () => {
  it('strips tags, drops script and style contents, decodes common entities and collapses whitespace', () => {
    const html = '<html><style>p{color:red}</style><p>Hello&nbsp;<b>Sam</b>,</p>\n\n<script>alert(1)</script><div>Rock &amp; roll</div>';
    expect(prepareClassifierBody(html)).toBe('Hello Sam , Rock & roll');
  });

  it("gives 'No Body' for a missing or blank body", () => {
    expect(prepareClassifierBody(null)).toBe('No Body');
    expect(prepareClassifierBody(undefined)).toBe('No Body');
    expect(prepareClassifierBody(' <br/> \n ')).toBe('No Body');
  });

  it("cuts a long body to exactly 10000 characters ending with '...'", () => {
    const out = prepareClassifierBody('word '.repeat(5000));
    expect(out).toHaveLength(10_000);
    expect(out.endsWith('...')).toBe(true);
    expect(prepareClassifierBody('x'.repeat(10_000))).toBe('x'.repeat(10_000));
  });
});
