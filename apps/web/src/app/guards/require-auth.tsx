import { usePrefetchQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { authConfigQueryOptions } from '@/features/auth/api/get-auth-config';
import { useMe } from '@/features/auth/api/get-me';
import { GuardScreen } from '@/features/auth/components/guard-screen';
import { CurrentUserContext } from '@/features/auth/hooks/use-current-user';
import { ErrorScreen } from '../error-screen';
import { rememberSignedIn } from '@/lib/session-hint';

export function RequireAuth({ children }: { children: ReactNode }) {
  const me = useMe();
  // Fetched alongside the session so a signed-out user sees the sign-in button without a second wait.
  usePrefetchQuery(authConfigQueryOptions());
  const signedIn = me.data === undefined ? undefined : me.data !== null;
  useEffect(() => {
    if (signedIn !== undefined) rememberSignedIn(signedIn);
  }, [signedIn]);

  if (me.isPending) return <LoadingScreen />;
  if (me.isError) return <ErrorScreen error={me.error} onRetry={() => void me.refetch()} className="min-h-svh" />;
  if (!me.data) return <GuardScreen />;
  return <CurrentUserContext value={me.data}>{children}</CurrentUserContext>;
}
