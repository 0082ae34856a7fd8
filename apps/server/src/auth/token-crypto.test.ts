import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TokenCrypto } from './token-crypto.js';

describe('TokenCrypto', () => {
  const crypto = new TokenCrypto(randomBytes(32));

  it('round-trips and never repeats a ciphertext', () => {
    const a = crypto.encrypt('secret-token');
    expect(crypto.decrypt(a)).toBe('secret-token');
    expect(crypto.encrypt('secret-token')).not.toBe(a);
    expect(a).not.toContain('secret');
  });

  it('refuses tampered values and other keys', () => {
    const sealed = crypto.encrypt('x');
    const parts = sealed.split('.');
    // Flip one bit of the ciphertext (replacing it with a fixed byte would match it 1 time in 256).
    const data = Buffer.from(parts[3]!, 'base64url');
    data[0] = data[0]! ^ 1;
    parts[3] = data.toString('base64url');
    expect(() => crypto.decrypt(parts.join('.'))).toThrow();
    expect(() => new TokenCrypto(randomBytes(32)).decrypt(sealed)).toThrow();
  });

  it('accepts hex or base64 keys of 32 bytes only', () => {
    const key = randomBytes(32);
    expect(TokenCrypto.fromText(key.toString('hex')).decrypt(new TokenCrypto(key).encrypt('k'))).toBe('k');
    expect(TokenCrypto.fromText(key.toString('base64')).decrypt(new TokenCrypto(key).encrypt('k'))).toBe('k');
    expect(() => TokenCrypto.fromText('short')).toThrow(/32 bytes/);
  });
});
