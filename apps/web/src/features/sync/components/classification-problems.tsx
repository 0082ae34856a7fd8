import type { Classification } from '@triage/contracts';
import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { apiFetch } from '@/lib/api-client';
import { useClassificationProblems, useReclassify } from '../api/classification-problems';
import { queryKeys } from '@/lib/query-keys';

function EmailSubject({ emailId }: { emailId: string }) {
  const email = useQuery({
    queryKey: queryKeys.emails.detail(emailId),
    queryFn: () => apiFetch<{ subject: string | null }>(`/api/v1/emails/${encodeURIComponent(emailId)}`),
  });
  return <span className="font-medium">{email.data?.subject?.trim() || (email.isPending ? 'Loading...' : '(no subject)')}</span>;
}

function ProblemRow({ item }: { item: Classification }) {
  const retry = useReclassify();
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border px-3 py-2 text-sm" data-testid="classification-problem">
      <div className="min-w-0 flex-1">
        <EmailSubject emailId={item.emailId} />
        <p className="text-xs text-destructive">{item.errorMessage}</p>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={retry.isPending}
        onClick={() =>
          retry.mutate(item.emailId, {
            onSuccess: () => toastSuccess('Classification retried'),
            onError: (error) => toastError('Classification Failed', error),
          })
        }
      >
        <RotateCcw aria-hidden />
        Retry
      </Button>
    </li>
  );
}

/** Emails whose classification recorded an error (e.g. the LLM endpoint failed), each retried alone. */
export function ClassificationProblems() {
  const problems = useClassificationProblems();
  if (!problems.data?.length) return null;
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Classification problems</CardTitle>
        <CardDescription>
          These emails were classified with an error (the local engine stepped in). Retry to classify them again.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2">
          {problems.data.map((item) => (
            <ProblemRow key={item.id} item={item} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
