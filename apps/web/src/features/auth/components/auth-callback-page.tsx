import { useQuery } from '@tanstack/react-query';
import { MICROSOFT_SIGN_IN_ERRORS, MICROSOFT_SIGN_IN_TEXTS } from '@triage/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useAdminConsentLink } from '../api/get-admin-consent';
import { meQueryOptions } from '../api/get-me';

/** docs/behaviour.md, Constants and limits: how long the callback waits for a session before reporting an incomplete sign-in. */
const SESSION_WAIT_MS = 2000;
const POLL_MS = 400;

/** Where the server sends the browser back after the Microsoft sign-in. */
export function AuthCallbackPage() {
  const [searchParams] = useSearchParams();
  const providerError = searchParams.get('error_description') ?? searchParams.get('error');
  const [timedOut, setTimedOut] = useState(false);
  const me = useQuery({
    ...meQueryOptions(),
    enabled: !providerError,
    staleTime: 0,
    retry: false,
    // The session cookie may land a moment after this page loads: keep asking until the wait is over.
    refetchInterval: (query) => (query.state.data || timedOut ? false : POLL_MS),
  });

  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), SESSION_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (me.data) return <Navigate to="/" replace />;
  if (searchParams.get('error') === MICROSOFT_SIGN_IN_ERRORS.adminConsentRequired) return <AskYourAdministrator />;
  if (providerError || me.isError) {
    return <CallbackMessage title="Authentication Error" description={providerError ?? me.error?.message} />;
  }
  if (timedOut && me.isFetched) return <CallbackMessage title="Authentication was not completed successfully" />;
  return <LoadingScreen />;
}

/** Entra lets only administrators approve mail permissions: the user passes this link on. */
function AskYourAdministrator() {
  const link = useAdminConsentLink(true);
  return (
    <CallbackMessage title={MICROSOFT_SIGN_IN_TEXTS.adminConsentTitle} description={MICROSOFT_SIGN_IN_TEXTS.adminConsent}>
      {link.data && (
        <a className="break-all text-sm text-primary underline" href={link.data.url} data-testid="admin-consent-link">
          {link.data.url}
        </a>
      )}
    </CallbackMessage>
  );
}

function CallbackMessage({ title, description, children }: { title: string; description?: string | null; children?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <main className="flex min-h-svh items-center justify-center bg-muted p-4">
      <Card className="w-full max-w-md text-center" role="alert">
        <CardHeader className="items-center">
          <CardTitle className="text-xl">{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
          {children}
        </CardHeader>
        <CardFooter className="justify-center">
          <Button onClick={() => navigate('/', { replace: true })}>Go Home</Button>
        </CardFooter>
      </Card>
    </main>
  );
}
