import { format } from 'date-fns';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/loading-state';
import { toSystemInfoView, type SystemInfoView } from '../api/get-system-info';

interface SystemInfoCardProps {
  info: SystemInfoView | undefined;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** Version, environment, last update and health; fallbacks (docs/behaviour.md, Constants and limits) where the server cannot say. */
export function SystemInfoCard({ info, pending, failed, onRetry }: SystemInfoCardProps) {
  const view = info ?? toSystemInfoView(null);
  const rows: [string, React.ReactNode][] = [
    ['Version', view.version],
    ['Environment', view.environment],
    ['Last Updated', view.lastUpdated ? format(new Date(view.lastUpdated), 'PPp') : '—'],
    [
      'Status',
      <Badge
        key="status"
        variant="secondary"
        className={view.status === 'Healthy' ? 'bg-emerald-50 text-emerald-700' : 'bg-amber-50 text-amber-800'}
      >
        {view.status}
      </Badge>,
    ],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">System Information</CardTitle>
        <CardDescription>The server this browser talks to.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {pending ? (
          <LoadingState className="py-6" text="Loading system information..." />
        ) : (
          <dl className="grid grid-cols-[8rem_1fr] gap-y-2 text-sm" data-testid="system-info">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {!pending && (failed || view.fallbacks.length > 0) && (
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <span>
              {failed
                ? 'The server did not answer; showing default values.'
                : `The server did not report: ${view.fallbacks.join(', ')} (defaults shown).`}
            </span>
            {failed && (
              <Button variant="link" size="sm" className="h-auto p-0 text-xs" onClick={onRetry}>
                Try Again
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
