import type { FollowupItem } from '@triage/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { ReplyBlock, useCanSend, useEmailActions, useRecommendation } from '@/features/emails';
import { peopleLabel } from '../lib/followup-labels';

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
        <EmailReply emailId={item.emailId} />
      </DialogContent>
    </Dialog>
  );
}

function EmailReply({ emailId }: { emailId: string }) {
  const email = useRecommendation(emailId);
  const actions = useEmailActions();
  const canSend = useCanSend();
  if (email.isPending) return <LoadingState text="Loading email..." />;
  if (email.isError) return <ErrorState title="Error Loading Email" error={email.error} onRetry={() => void email.refetch()} />;
  return <ReplyBlock email={email.data} actions={actions} canSend={canSend} />;
}
