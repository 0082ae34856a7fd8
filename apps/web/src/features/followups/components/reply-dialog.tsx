import type { FollowupItem } from '@triage/contracts';
import { lazy, Suspense } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/loading-state';
import { peopleLabel } from '../lib/followup-labels';

// The reply block and the email actions load when a reply is asked for, not with the Follow-ups page.
const EmailReply = lazy(() => import('./email-reply').then((m) => ({ default: m.EmailReply })));

/**
 * Answering a conversation that needs a reply, from Follow-ups: the email's own reply block (the
 * suggested reply to send as it is or edit, else one to write), as the queue and Replies show it.
 * The send asks for a sync; when it ends, the header's indicator refreshes the follow-ups.
 */
export function ReplyDialog({ item, onClose }: { item: FollowupItem | null; onClose: () => void }) {
  if (!item?.emailId) return null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Reply to {peopleLabel(item)}</DialogTitle>
          <DialogDescription>{item.subject?.trim() || '(no subject)'}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<LoadingState text="Loading email..." />}>
          <EmailReply emailId={item.emailId} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
