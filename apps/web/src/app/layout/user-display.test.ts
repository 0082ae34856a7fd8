import { describe, expect, it } from 'vitest';
import { avatarInitial, displayName } from './user-display';

const user = (names: { fullName?: string | null; name?: string | null; email?: string | null }) => ({
  fullName: null,
  name: null,
  email: null,
  ...names,
});

describe('avatarInitial', () => {
  it('uses the first letter of the full name, uppercased', () => {
    expect(avatarInitial(user({ fullName: 'ada Lovelace', name: 'x', email: 'z@example.com' }))).toBe('A');
  });

  it('falls back to the e-mail, not the name', () => {
    expect(avatarInitial(user({ name: 'Local User', email: 'local@localhost' }))).toBe('L');
    expect(avatarInitial(user({ name: 'Zed', email: 'bob@example.com' }))).toBe('B');
  });

  it('ignores blank full names', () => {
    expect(avatarInitial(user({ fullName: '   ', email: 'carol@example.com' }))).toBe('C');
  });

  it('trims leading spaces before taking the letter', () => {
    expect(avatarInitial(user({ fullName: '  émile Zola' }))).toBe('É');
  });

  it('returns null (generic icon) without full name or e-mail', () => {
    expect(avatarInitial(user({ name: 'Only A Name' }))).toBeNull();
    expect(avatarInitial(user({ fullName: '', email: '' }))).toBeNull();
    expect(avatarInitial(null)).toBeNull();
    expect(avatarInitial(undefined)).toBeNull();
  });

  it('keeps a character outside the basic plane whole', () => {
    expect(avatarInitial(user({ fullName: '𝒜lice' }))).toBe('𝒜');
  });
});

describe('displayName', () => {
  it('prefers the full name', () => {
    expect(displayName(user({ fullName: 'Ada Lovelace', name: 'ada' }))).toBe('Ada Lovelace');
  });

  it('falls back to the name', () => {
    expect(displayName(user({ name: 'Local User', email: 'local@localhost' }))).toBe('Local User');
    expect(displayName(user({ fullName: ' ', name: 'Bob' }))).toBe('Bob');
  });

  it("falls back to 'User'", () => {
    expect(displayName(user({ email: 'x@example.com' }))).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});
