import { LIMITS, MAIL_ERRORS } from '@triage/contracts';
import { CircleAlert, CircleCheck, Download } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { isApiRequestError } from '@/lib/api-client';
import { isActive, useImportJob, useLatestImport, useStartImport } from '../api/email-import';
import { importView, parseDaysBack } from '../lib/import-progress';
import { MailUpload } from './mail-upload';
import { queryKeys } from '@/lib/query-keys';

/** Email Import: bring in the last N days of mail, with the import job's real progress. */
export function EmailImportCard() {
  const [daysText, setDaysText] = useState(String(LIMITS.importDaysBackDefault));
  const [jobId, setJobId] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const latest = useLatestImport();
  const job = useImportJob(jobId);
  const start = useStartImport();
  const days = parseDaysBack(daysText);

  // An import already running (started here earlier, or elsewhere) is shown, not forgotten.
  useEffect(() => {
    if (jobId === null && isActive(latest.data) && latest.data!.id !== dismissed) setJobId(latest.data!.id);
  }, [jobId, latest.data, dismissed]);

  // When the job ends, the header's indicator and the email lists learn it now, not at their next poll.
  const finished = jobId !== null && job.data && !isActive(job.data);
  useEffect(() => {
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.imports.latest });
    void queryClient.invalidateQueries({ queryKey: queryKeys.emails.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.sync.status });
  }, [finished, queryClient]);

  const view = importView(jobId ? job.data : null, start.isPending || (jobId !== null && !job.data));
  const run = (event: React.FormEvent) => {
    event.preventDefault();
    if (days.error) return;
    start.mutate(days.value, {
      onSuccess: (accepted) => {
        setJobId(accepted.importId);
        toastSuccess('Import Started', `Importing the last ${days.value} days of mail.`);
      },
      onError: (error) =>
        isApiRequestError(error) && error.status === 401
          ? toastError('Authentication Required', new Error(MAIL_ERRORS.importLogin))
          : toastError('Import Failed', error),
    });
  };
  const reset = () => {
    setDismissed(jobId);
    setJobId(null);
    start.reset();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Email Import</CardTitle>
        <CardDescription>Import older mail from your mailbox; new mail arrives by sync on its own.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {view.phase === 'idle' ? (
          <form onSubmit={run} className="flex flex-wrap items-end gap-3" noValidate>
            <FormField label="Days back" error={days.error ?? undefined} hint="1 to 365 days" className="w-40">
              <Input
                type="number"
                inputMode="numeric"
                min={LIMITS.importDaysBackMin}
                max={LIMITS.importDaysBackMax}
                value={daysText}
                onChange={(e) => setDaysText(e.target.value)}
              />
            </FormField>
            <Button type="submit" disabled={!!days.error} className="mb-[22px]">
              <Download aria-hidden />
              Import Emails
            </Button>
          </form>
        ) : (
          <div className="space-y-3 rounded-lg border p-4" data-testid="import-status" data-phase={view.phase}>
            <p className="flex items-center gap-2 text-sm font-medium" role="status">
              {view.phase === 'completed' && <CircleCheck className="size-4 text-emerald-600" aria-hidden />}
              {view.phase === 'error' && <CircleAlert className="size-4 text-destructive" aria-hidden />}
              {view.phase === 'error' ? `Import failed: ${view.message}` : view.message}
            </p>
            {view.phase !== 'error' && <Progress value={view.progress} label="Import progress" className="h-2" />}
            {(view.phase === 'completed' || view.phase === 'error') && (
              <Button variant="outline" size="sm" onClick={reset}>
                Start New Import
              </Button>
            )}
          </div>
        )}
        {start.isError && view.phase === 'idle' && (
          <p role="alert" className="text-sm text-destructive">
            {start.error.message}
          </p>
        )}
        <MailUpload
          onImportStarted={(importId, file) => {
            setJobId(importId);
            void queryClient.invalidateQueries({ queryKey: queryKeys.imports.latest });
            toastSuccess('Import Started', `Importing ${file} in the background.`);
          }}
        />
      </CardContent>
    </Card>
  );
}
