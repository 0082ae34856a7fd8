import { format, formatDistanceToNowStrict } from 'date-fns';
import { Mail, Plug, Unplug } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useSyncStatus, ConnectionProblem } from '@/features/sync';
import { TodoConnection } from '@/features/followups';
import { useConnections } from '../api/get-connections';
import { useUpdateConnection } from '../api/update-connection';

const PROVIDER_NAMES: Record<string, string> = { microsoft: 'Microsoft 365', local: 'Local mailbox' };

/** Account Connections: the mailbox, whether Triage reads it, and when it last synced. */
export function ConnectionsCard() {
  const connections = useConnections();
  const syncStatus = useSyncStatus();
  const update = useUpdateConnection();
  const mailbox = connections.data?.mailbox;
  const service = mailbox ? (PROVIDER_NAMES[mailbox.provider] ?? mailbox.provider) : 'mailbox';

  const toggle = () => {
    if (!mailbox) return;
    const connecting = !mailbox.connected;
    update.mutate(
      { id: mailbox.id, patch: { connected: connecting } },
      {
        onSuccess: () =>
          toastSuccess(
            connecting ? 'Mailbox connected' : 'Mailbox disconnected',
            connecting ? 'Triage syncs it again.' : 'Triage stops syncing it.',
          ),
        onError: (error) =>
          connecting
            ? toastError('Connection Failed', new Error(`Failed to connect to ${service}`))
            : toastError('Disconnection Failed', error),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Account Connections</CardTitle>
        <CardDescription>The mailbox Triage reads and replies from.</CardDescription>
      </CardHeader>
      <CardContent>
        {connections.isPending ? (
          <LoadingState className="py-6" text="Loading connections..." />
        ) : connections.isError || !mailbox ? (
          <ErrorState title="Failed to load settings" error={connections.error} onRetry={() => connections.refetch()} />
        ) : (
          <div className="flex flex-wrap items-center gap-4 rounded-lg border p-4" data-testid="mailbox-connection">
            <span className="flex size-10 items-center justify-center rounded-full bg-muted">
              <Mail className="size-5 text-muted-foreground" aria-hidden />
            </span>
            <div className="min-w-40 flex-1 space-y-0.5">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {service}
                <Badge variant={mailbox.connected ? 'default' : 'muted'} className={mailbox.connected ? 'bg-emerald-600' : undefined}>
                  {mailbox.connected ? 'Connected' : 'Disconnected'}
                </Badge>
              </p>
              <p className="truncate text-sm text-muted-foreground">{mailbox.email ?? 'No address'}</p>
              <p
                className="text-xs text-muted-foreground"
                title={mailbox.lastSync ? format(new Date(mailbox.lastSync), 'PPpp') : undefined}
              >
                Last sync: {mailbox.lastSync ? `${formatDistanceToNowStrict(new Date(mailbox.lastSync))} ago` : 'never'}
              </p>
            </div>
            <Button variant={mailbox.connected ? 'outline' : 'default'} onClick={toggle} disabled={update.isPending}>
              {mailbox.connected ? <Unplug aria-hidden /> : <Plug aria-hidden />}
              {mailbox.connected ? 'Disconnect' : 'Connect'}
            </Button>
          </div>
        )}
        <TodoConnection />
        {syncStatus.data && (
          <div className="mt-4">
            <ConnectionProblem status={syncStatus.data} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
