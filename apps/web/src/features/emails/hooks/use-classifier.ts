import type { EmailRecommendation } from '@triage/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { toast, toastError } from '@/components/ui/toast';
import { isApiRequestError } from '@/lib/api-client';
import { generateRecommendations } from '../api/generate-recommendations';
import { invalidateEmailLists, storeEmail } from '../api/recommendation-cache';
import { SerialQueue, type QueueState } from '../lib/serial-queue';

/** One queue for the whole app: only one classification runs at a time (docs/behaviour.md, States and transitions). */
const queue = new SerialQueue();

export type ClassifyState = QueueState | 'failed' | undefined;

/**
 * Classifies emails on demand (expanding a pending email), one at a time. A failure shows
 * 'Classification Failed' with the reason and never invents recommendations.
 */
export function useClassifier() {
  const queryClient = useQueryClient();
  const states = useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.snapshot(),
  );
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());

  const classify = useCallback(
    (email: Pick<EmailRecommendation, 'id' | 'processingStatus'>, force = false) => {
      if (email.processingStatus === 'completed' && !force) {
        toast.info('Already Classified', { description: 'This email already has AI classification' });
        return;
      }
      setErrors((prev) => {
        if (!prev.has(email.id)) return prev;
        const next = new Map(prev);
        next.delete(email.id);
        return next;
      });
      queue.add(email.id, async () => {
        try {
          const updated = await generateRecommendations(email.id, force);
          if (updated.processingStatus !== 'completed') throw new Error('No classification result received');
          storeEmail(queryClient, updated);
          void invalidateEmailLists(queryClient);
        } catch (error) {
          if (isApiRequestError(error) && error.status === 404) {
            toastError('Error', new Error('Email not found'));
          } else {
            toastError('Classification Failed', error instanceof Error && error.message ? error : new Error('Failed to classify email'));
          }
          const message = error instanceof Error && error.message ? error.message : 'Failed to classify email';
          setErrors((prev) => new Map(prev).set(email.id, message));
        }
      });
    },
    [queryClient],
  );

  const state = useCallback((id: string): ClassifyState => states.get(id) ?? (errors.has(id) ? 'failed' : undefined), [states, errors]);
  return { classify, state, error: (id: string) => errors.get(id) };
}
