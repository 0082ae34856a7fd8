import type { AuthConfig } from '@triage/contracts';
import { LogIn } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useLocalSignIn } from '../api/local-sign-in';
import { startMicrosoftSignIn } from '../api/microsoft-sign-in';

export function SignInForm({ config }: { config: AuthConfig }) {
  const signIn = useLocalSignIn();
  const [password, setPassword] = useState('');
  const passwordId = useId();
  const errorId = useId();
  const askPassword = config.mode === 'local' && config.passwordRequired;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (config.mode === 'microsoft') return startMicrosoftSignIn();
    signIn.mutate(askPassword ? { password } : {});
  };

  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      {askPassword && (
        <div className="space-y-2">
          <Label htmlFor={passwordId}>Password</Label>
          <Input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={signIn.isError || undefined}
            aria-describedby={signIn.isError ? errorId : undefined}
          />
        </div>
      )}
      {signIn.isError && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {signIn.error.message}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? <Spinner className="text-primary-foreground" /> : <LogIn aria-hidden />}
        Sign in
      </Button>
    </form>
  );
}
