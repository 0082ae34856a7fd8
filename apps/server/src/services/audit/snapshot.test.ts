import { describe, expect, it } from 'vitest';
import { auditSnapshot, changedFields, MAX_TEXT, REDACTED } from './snapshot.js';

describe('auditSnapshot', () => {
  it('masks anything named like a secret, at any depth', () => {
    const snap = auditSnapshot({
      name: 'Mailbox',
      accessToken: 'a',
      refresh_token: 'b',
      password: 'c',
      nested: { clientSecret: 'd', apiKey: 'e', deltaLink: 'f', list: [{ sessionId: 'g', ok: 1 }] },
      emptyToken: null,
    });
    expect(snap).toEqual({
      name: 'Mailbox',
      accessToken: REDACTED,
      refresh_token: REDACTED,
      password: REDACTED,
      nested: { clientSecret: REDACTED, apiKey: REDACTED, deltaLink: REDACTED, list: [{ sessionId: REDACTED, ok: 1 }] },
      emptyToken: null,
    });
  });

  it('turns dates into ISO text, drops the owner column and clips long texts', () => {
    const snap = auditSnapshot({ userId: 'u1', createdAt: new Date('2026-01-02T03:04:05Z'), body: 'x'.repeat(MAX_TEXT + 50) }) as Record<
      string,
      string
    >;
    expect(snap).not.toHaveProperty('userId');
    expect(snap.createdAt).toBe('2026-01-02T03:04:05.000Z');
    expect(snap.body).toHaveLength(MAX_TEXT + 1);
    expect(snap.body.endsWith('…')).toBe(true);
  });

  it('keeps null as null', () => {
    expect(auditSnapshot(null)).toBeNull();
    expect(auditSnapshot(undefined)).toBeNull();
  });
});

describe('changedFields', () => {
  it('names the top-level fields that differ, ignoring the write time', () => {
    expect(changedFields({ a: 1, b: [1], updatedAt: 'x' }, { a: 1, b: [2], c: true, updatedAt: 'y' })).toEqual(['b', 'c']);
    expect(changedFields(null, { a: 1 })).toEqual([]);
  });
});
