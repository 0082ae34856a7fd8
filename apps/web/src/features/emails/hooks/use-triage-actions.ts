import type { BulkAction, BulkResult, EmailRecommendation, RecommendationPage } from '@triage/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { nextToastId, toast, toastError, toastSuccess } from '@/components/ui/toast';
import { useBulkAction } from '../api/bulk-action';
import { invalidateEmailLists } from '../api/recommendation-cache';
import { pushUndo, runUndo, type UndoEntry } from '../lib/undo-history';
import { formatSnoozeTime } from '../lib/snooze-times';
import { queryKeys } from '@/lib/query-keys';

interface Perform {
  body: BulkAction;
  /** Archive and snooze take the emails out of the list at once; the server then confirms. */
  leaves: string[];
  failure: string;
  title: (result: BulkResult) => string;
  description?: string;
}

/**
 * The queue's actions on one email or the selection, each one request to the bulk endpoint, each
 * with an Undo (toast button and 'z') that sends the reversing request the server returned.
 */
export function useTriageActions() {
  const queryClient = useQueryClient();
  const bulk = useBulkAction();

  const removeFromLists = (ids: string[]) => {
    const gone = new Set(ids);
    queryClient.setQueriesData<RecommendationPage>({ queryKey: queryKeys.emails.recommendations }, (page) => {
      if (!page) return page;
      const data = page.data.filter((e) => !gone.has(e.id));
      return data.length === page.data.length
        ? page
        : { ...page, data, totalCount: Math.max(0, page.totalCount - (page.data.length - data.length)) };
    });
  };

  const undoOf = (label: string, body: BulkAction): UndoEntry =>
    pushUndo({
      label,
      undo: async () => {
        try {
          const result = await bulk.mutateAsync(body);
          toastSuccess(body.action === 'unarchive' && result.changed === 1 ? 'Item Unarchived' : 'Undone', result.message);
        } catch (error) {
          toastError('Failed to undo', error);
        }
      },
    });

  const perform = async ({ body, leaves, failure, title, description }: Perform): Promise<boolean> => {
    if (leaves.length) {
      await queryClient.cancelQueries({ queryKey: queryKeys.emails.recommendations });
      removeFromLists(leaves);
    }
    try {
      const result = await bulk.mutateAsync(body);
      const entry = result.undo ? undoOf(title(result), result.undo) : null;
      toast.success(title(result), {
        id: nextToastId('success'),
        description: description ?? (result.skipped ? `${result.skipped} left as they were` : undefined),
        action: entry ? { label: 'Undo', onClick: () => void runUndo(entry) } : undefined,
      });
      return true;
    } catch (error) {
      toastError(failure, error);
      if (leaves.length) void invalidateEmailLists(queryClient);
      return false;
    }
  };

  const ids = (emails: EmailRecommendation[]) => emails.map((e) => e.id);
  const one = (emails: EmailRecommendation[]) => (emails.length === 1 ? emails[0] : undefined);

  return {
    busy: bulk.isPending,
    archive: (emails: EmailRecommendation[]) =>
      perform({
        body: { action: 'archive', emailIds: ids(emails) },
        leaves: ids(emails),
        failure: 'Failed to archive email',
        title: (r) => (one(emails) ? 'Email Archived' : r.message),
        description: one(emails)?.subject,
      }),
    snooze: (emails: EmailRecommendation[], until: Date, timeZone: string) =>
      perform({
        body: { action: 'snooze', emailIds: ids(emails), until: until.toISOString() },
        leaves: ids(emails),
        failure: 'Failed to snooze',
        title: (r) => (one(emails) ? 'Email Snoozed' : r.message),
        description: `Back ${formatSnoozeTime(until, timeZone)}`,
      }),
    approveProjects: (emails: EmailRecommendation[]) =>
      perform({
        body: { action: 'approve_project', emailIds: ids(emails) },
        leaves: [],
        failure: 'Failed to process project approval',
        title: (r) => r.message,
      }),
    rejectSuggestions: (emails: EmailRecommendation[]) =>
      perform({
        body: { action: 'reject_suggestions', emailIds: ids(emails) },
        leaves: [],
        failure: 'Failed to process recommendation',
        title: (r) => r.message,
      }),
    moveToProject: (emails: EmailRecommendation[], projectId: string) =>
      perform({
        body: { action: 'move_to_project', emailIds: ids(emails), projectId },
        leaves: [],
        failure: 'Failed to save project',
        title: (r) => r.message,
      }),
  };
}

export type TriageActions = ReturnType<typeof useTriageActions>;
