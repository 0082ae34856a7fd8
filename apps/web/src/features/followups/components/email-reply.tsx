import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { ReplyBlock, useCanSend, useEmailActions, useRecommendation } from '@/features/emails';

/** The email's own reply block, as the queue and Replies show it. */
export function EmailReply({ emailId }: { emailId: string }) {
  const email = useRecommendation(emailId);
  const actions = useEmailActions();
  const canSend = useCanSend();
  if (email.isPending) return <LoadingState text="Loading email..." />;
  if (email.isError) return <ErrorState title="Error Loading Email" error={email.error} onRetry={() => void email.refetch()} />;
  return <ReplyBlock email={email.data} actions={actions} canSend={canSend} />;
}
