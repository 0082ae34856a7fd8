import { describe, expect, it } from 'vitest';
import { bodyRegexError } from './body-regex';

describe('body regex check', () => {
  it('accepts blank and valid patterns', () => {
    expect(bodyRegexError('')).toBeNull();
    expect(bodyRegexError('   ')).toBeNull();
    expect(bodyRegexError('invoice\\s+#\\d+')).toBeNull();
  });

  it('explains an invalid pattern', () => {
    expect(bodyRegexError('foo([')).toMatch(/^Invalid regular expression/);
  });
});
