import type { EmailRecommendation, RecommendationPage } from '@triage/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { toast } from 'sonner';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useSetEmailArchived } from '../api/archive-email';
import { invalidateEmailLists, recommendationListScope } from '../api/recommendation-cache';

/**
 * Archive with undo ('u' or the toast's Undo): the email leaves the list at once, the server is
 * told, and the lists refresh. Undo unarchives the most recent archive first.
 */
export function useArchiveWithUndo() {
  const queryClient = useQueryClient();
  const mutation = useSetEmailArchived();
  const history = useRef<EmailRecommendation[]>([]);

  const removeFromLists = (id: string) =>
    queryClient.setQueriesData<RecommendationPage>({ queryKey: recommendationListScope }, (page) =>
      page && page.data.some((e) => e.id === id)
        ? { ...page, data: page.data.filter((e) => e.id !== id), totalCount: Math.max(0, page.totalCount - 1) }
        : page,
    );

  const unarchive = async (email: EmailRecommendation) => {
    history.current = history.current.filter((e) => e.id !== email.id);
    try {
      await mutation.mutateAsync({ emailId: email.id, archived: false });
      toastSuccess('Item Unarchived', email.subject);
    } catch (error) {
      toastError('Failed to unarchive item', error);
    }
  };

  const archive = async (email: EmailRecommendation) => {
    await queryClient.cancelQueries({ queryKey: recommendationListScope });
    removeFromLists(email.id);
    try {
      await mutation.mutateAsync({ emailId: email.id, archived: true });
      history.current.push(email);
      toast.success('Email Archived', {
        description: email.subject,
        action: { label: 'Undo', onClick: () => void unarchive(email) },
      });
      return true;
    } catch (error) {
      toastError('Failed to archive email', error);
      void invalidateEmailLists(queryClient);
      return false;
    }
  };

  /** 'u': brings back the last archived email; false when there is nothing to undo. */
  const undo = () => {
    const last = history.current.pop();
    if (!last) return false;
    void unarchive(last);
    return true;
  };

  return { archive, undo, canUndo: () => history.current.length > 0 };
}
