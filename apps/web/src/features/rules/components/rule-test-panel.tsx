import type { RuleTestResult } from '@triage/contracts';
import { CircleCheck, FlaskConical } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toastError } from '@/components/ui/toast';
import { useRules } from '../api/get-rules';
import { useTestRules } from '../api/test-rules';

interface RuleTestPanelProps {
  /** Tells the list which rules matched, so their cards stand out. */
  onResult: (result: RuleTestResult | null) => void;
}

/** Paste an email and see which rules match it, in order, and why. Saves nothing. */
export function RuleTestPanel({ onResult }: RuleTestPanelProps) {
  const [email, setEmail] = useState({ from: '', subject: '', body: '' });
  const test = useTestRules();
  const result = test.data;
  const empty = !email.from.trim() && !email.subject.trim() && !email.body.trim();
  const tested = useRef<typeof email | null>(null);

  // A rule deleted, edited or moved since the test changes the answer: test the same email again.
  const rules = useRules();
  const rulesVersion = rules.dataUpdatedAt;
  const retest = useEffectEvent(() => {
    if (tested.current) test.mutate(tested.current, { onSuccess: onResult });
  });
  // Only a new rules list re-runs the test, not every render (test and onResult change each render).
  useEffect(() => {
    if (rulesVersion) retest();
  }, [rulesVersion]);

  const change = (key: keyof typeof email, value: string) => {
    setEmail((e) => ({ ...e, [key]: value }));
    if (result) {
      test.reset();
      tested.current = null;
      onResult(null);
    }
  };
  const run = (event: React.FormEvent) => {
    event.preventDefault();
    tested.current = email;
    test.mutate(email, {
      onSuccess: onResult,
      onError: (error) => toastError('Failed to test rules', error),
    });
  };

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="flex items-center gap-2 text-base">
          <FlaskConical className="size-4 text-primary" aria-hidden />
          Test Rules
        </CardTitle>
        <CardDescription>Paste an email to see which rules match it and why. Nothing is saved.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={run} className="flex flex-col gap-3" aria-label="Test rules">
          <FormField label="From">
            <Input value={email.from} placeholder="Jane Doe <jane@acme.com>" onChange={(e) => change('from', e.target.value)} />
          </FormField>
          <FormField label="Subject">
            <Input value={email.subject} placeholder="Invoice #4521" onChange={(e) => change('subject', e.target.value)} />
          </FormField>
          <FormField label="Body">
            <Textarea value={email.body} rows={5} placeholder="Paste the email text" onChange={(e) => change('body', e.target.value)} />
          </FormField>
          <Button type="submit" disabled={empty || test.isPending}>
            Run Test
          </Button>
        </form>
        {result && <TestResult result={result} />}
      </CardContent>
    </Card>
  );
}

function TestResult({ result }: { result: RuleTestResult }) {
  if (result.matches.length === 0) {
    return (
      <p role="status" className="mt-4 rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
        No rules match this email. The classifier would decide on its own.
      </p>
    );
  }
  return (
    <section role="status" aria-label="Test result" className="mt-4 space-y-3">
      <p className="text-sm font-medium">
        {result.matches.length === 1 ? '1 rule matches' : `${result.matches.length} rules match`}; the first one applies.
      </p>
      <ol className="space-y-2">
        {result.matches.map((match, i) => (
          <li key={match.ruleId} className="rounded-lg border p-3 text-sm" data-testid="rule-match">
            <div className="flex flex-wrap items-center gap-2">
              {i === 0 && <CircleCheck className="size-4 text-primary" aria-hidden />}
              <span className="font-medium">{match.name}</span>
              <Badge variant="muted">Rule #{match.order}</Badge>
              {i === 0 && <Badge>Applies</Badge>}
            </div>
            <p className="mt-1 text-muted-foreground">→ {match.projectName ?? 'Unknown Project'}</p>
            <ul className="mt-1 list-disc pl-5 text-muted-foreground">
              {match.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
