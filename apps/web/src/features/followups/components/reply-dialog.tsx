import type { EmailRecommendation, FollowupItem } from '@triage/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { ReplyBlock, useCanSend, useEmailActions, useRecommendation } from '@/features/emails';
import { queryKeys } from '@/lib/query-keys';
import { peopleLabel } from '../lib/followup-labels';

/**
 * Answering a conversation that needs a reply, from Follow-ups: the email's own reply block (the
 * suggested reply to send as it is or edit, else one to write), as the queue and Replies show it.
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
  const queryClient = useQueryClient();
  // A sent reply is read back from sent mail at the next sync: the list asks again then.
  const sendReply = async (target: EmailRecommendation, body: string) => {
    const sent = await actions.sendReply(target, body);
    if (sent) void queryClient.invalidateQueries({ queryKey: queryKeys.followups.all });
    return sent;
  };
  if (email.isPending) return <LoadingState text="Loading email..." />;
  if (email.isError) return <ErrorState title="Error Loading Email" error={email.error} onRetry={() => void email.refetch()} />;
  return <ReplyBlock email={email.data} actions={{ ...actions, sendReply }} canSend={canSend} />;
}
