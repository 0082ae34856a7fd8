import type { User } from '@triage/contracts';

type UserNames = Pick<User, 'email' | 'name' | 'fullName'>;

/** Avatar letter: first letter of the full name, else of the e-mail; null means the generic icon. */
export function avatarInitial(user: UserNames | null | undefined): string | null {
  const source = present(user?.fullName) ?? present(user?.email);
  if (!source) return null;
  // Array.from keeps a letter outside the BMP (e.g. an emoji or rare script) whole.
  const [first] = Array.from(source);
  return first ? first.toLocaleUpperCase() : null;
}

/** Name shown in the user menu: full name, else name, else 'User'. */
export function displayName(user: UserNames | null | undefined): string {
  return present(user?.fullName) ?? present(user?.name) ?? 'User';
}

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
