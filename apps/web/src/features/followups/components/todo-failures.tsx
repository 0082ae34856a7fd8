import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useRetryTodoPush, useTodoFailures } from '../api/todo-failures';

/** Sync Dashboard: tasks Microsoft To Do did not take, with the reason and a retry. Nothing when there are none. */
export function TodoFailures() {
  const failures = useTodoFailures();
  const retry = useRetryTodoPush();
  if (!failures.data?.length) return null;
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Microsoft To Do</CardTitle>
        <CardDescription>Tasks that could not be created in To Do. The next sync tries again; you can retry now.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2">
          {failures.data.map((f) => (
            <li key={f.taskId} className="flex flex-wrap items-center gap-3 rounded-lg border px-3 py-2 text-sm" data-testid="todo-failure">
              <div className="min-w-0 flex-1">
                <span className="font-medium">{f.title}</span>
                <p className="text-xs text-destructive">
                  {f.error ?? 'Failed'} · {f.attempts} {f.attempts === 1 ? 'attempt' : 'attempts'}
                </p>
              </div>
              <Button variant="outline" size="sm" disabled={retry.isPending} onClick={() => retry.mutate(f.taskId)}>
                <RotateCcw aria-hidden /> Retry
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
