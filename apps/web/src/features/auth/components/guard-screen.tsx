import { Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuthConfig } from '../api/get-auth-config';
import { SignInForm } from './sign-in-form';

/** Shown instead of the app to a signed-out user. */
export function GuardScreen() {
  const config = useAuthConfig();

  return (
    <main className="flex min-h-svh items-center justify-center bg-muted p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Lock className="size-6" aria-hidden />
          </div>
          <CardTitle className="text-xl">Authentication Required</CardTitle>
          <CardDescription>You need to be signed in to access this application.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {config.isPending && (
            <div className="flex justify-center py-2">
              <Spinner label="Loading sign-in options" />
            </div>
          )}
          {config.isError && (
            <div role="alert" className="space-y-3 text-center text-sm">
              <p className="text-destructive">{config.error.message}</p>
              <Button variant="outline" onClick={() => void config.refetch()}>
                Try again
              </Button>
            </div>
          )}
          {config.isSuccess && (
            <>
              <SignInForm config={config.data} />
              <p className="text-center text-xs text-muted-foreground">
                {config.data.mode === 'microsoft'
                  ? 'Please use your Microsoft account to authenticate.'
                  : 'Signing in as the local user on this machine.'}
              </p>
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
