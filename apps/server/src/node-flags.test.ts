import { describe, expect, it } from 'vitest';
import { DEFAULT_HEAP_MB, serverNodeFlags } from './node-flags.js';

describe('serverNodeFlags', () => {
  it('caps the old space at the default without settings', () => {
    expect(serverNodeFlags({})).toEqual([`--max-old-space-size=${DEFAULT_HEAP_MB}`]);
  });

  it('takes SERVER_HEAP_MB', () => {
    expect(serverNodeFlags({ SERVER_HEAP_MB: '1024' })).toEqual(['--max-old-space-size=1024']);
  });

  it('leaves a cap set in NODE_OPTIONS alone', () => {
    expect(serverNodeFlags({ NODE_OPTIONS: '--enable-source-maps --max-old-space-size=2048', SERVER_HEAP_MB: '512' })).toEqual([]);
  });

  it('refuses a value that is not a whole number of at least 128 MiB, naming the setting', () => {
    for (const bad of ['64', '256.5', 'lots', '-1']) {
      expect(() => serverNodeFlags({ SERVER_HEAP_MB: bad })).toThrow(
        `SERVER_HEAP_MB must be a whole number of MiB, at least 128 (got "${bad}")`,
      );
    }
  });
});
