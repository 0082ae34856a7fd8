import { ExternalLink } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuthConfig } from '@/features/auth';
import { cn } from '@/lib/utils';
import type { SystemInfoView } from '../api/get-system-info';

const AUTH_MODES: Record<string, string> = { local: 'Local sign-in', microsoft: 'Microsoft (Entra ID)' };
const DATABASES: Record<string, string> = { embedded: 'Embedded PostgreSQL', external: 'External PostgreSQL' };

function ReadOnly({ id, label, value, className }: { id: string; label: string; value: string; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} readOnly className="bg-muted/50 font-mono text-xs" />
    </div>
  );
}

/** Read-only API configuration: where the API is, how users sign in, which database it uses. */
export function ApiConfigCard({ info }: { info: SystemInfoView | undefined }) {
  const auth = useAuthConfig();
  const mode = auth.data?.mode ?? info?.authMode ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">API Configuration</CardTitle>
        <CardDescription>Set by the server's environment; shown here read-only.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <ReadOnly id="api-base-url" label="API base URL" value={`${window.location.origin}/api/v1`} className="sm:col-span-2" />
        <ReadOnly id="api-auth-mode" label="Sign-in" value={mode ? (AUTH_MODES[mode] ?? mode) : 'Unknown'} />
        <ReadOnly id="api-database" label="Database" value={info?.database ? (DATABASES[info.database] ?? info.database) : 'Unknown'} />
        <div className="flex flex-col justify-end gap-1.5">
          <a
            href="/api/docs"
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            API reference (OpenAPI)
            <ExternalLink className="size-3.5" aria-hidden />
          </a>
        </div>
      </CardContent>
    </Card>
  );
}
