import type { Context } from '@triage/contracts';
import { Globe2, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useDeleteContext } from '../api/delete-context';
import { useContexts } from '../api/get-contexts';
import { useNow } from '@/lib/use-now';
import { ContextCard } from './context-card';
import { ContextFormDialog } from './context-form-dialog';

export function ContextsPage() {
  const contexts = useContexts();
  const [target, setTarget] = useState<Context | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Context | null>(null);
  const remove = useDeleteContext();
  const now = useNow(1000);
  const list = contexts.data ?? [];

  const confirmDelete = () => {
    const context = deleting;
    setDeleting(null);
    if (!context) return;
    remove.mutate(context, {
      onSuccess: () => toastSuccess('Context deleted successfully'),
      onError: (error) => toastError('Failed to delete context', error),
    });
  };
  const addButton = (
    <Button onClick={() => setTarget('new')}>
      <Plus aria-hidden />
      Add Context
    </Button>
  );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader
        title="Contexts"
        description="Where you work from: each context's time zone, working hours and local time."
        actions={addButton}
      />
      {contexts.isPending ? (
        <LoadingState text="Loading contexts..." />
      ) : contexts.isError ? (
        <ErrorState title="Failed to load contexts" error={contexts.error} onRetry={() => contexts.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={Globe2}
          title="No contexts yet"
          description="Add the places you work from, with their time zone and working hours."
          action={addButton}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((context) => (
            <ContextCard
              key={context.id}
              context={context}
              now={now}
              onEdit={() => setTarget(context)}
              onDelete={() => setDeleting(context)}
            />
          ))}
        </div>
      )}
      <ContextFormDialog target={target} onClose={() => setTarget(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Context"
        description={`Are you sure you want to delete "${deleting?.name ?? ''}"? This action cannot be undone.`}
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
      />
    </div>
  );
}
