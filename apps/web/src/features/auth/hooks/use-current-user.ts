import type { User } from '@triage/contracts';
import { createContext, useContext } from 'react';

/**
 * Provided by the sign-in guard. Components behind it get a non-null user, and on sign-out they
 * unmount with the provider instead of re-rendering with a null session.
 */
export const CurrentUserContext = createContext<User | null>(null);

export function useCurrentUser(): User {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser is only available behind the sign-in guard');
  return user;
}
