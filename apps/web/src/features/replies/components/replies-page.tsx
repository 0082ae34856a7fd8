import { LIMITS } from '@triage/contracts';
import { MailQuestion, MessageSquareReply, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { useCanSend, useEmailActions, usePreloadEmailHtml } from '@/features/emails';
import { useFirstMailPending } from '@/features/sync';
import { useReplies } from '../api/get-replies';
import { ReplyCard } from './reply-card';

/** Replies at /replies: every email the classifier drafted a reply for. */
export default function RepliesPage() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(LIMITS.replyPageSize);
  const replies = useReplies(pageSize, (page - 1) * pageSize);
  const actions = useEmailActions();
  const canSend = useCanSend();
  usePreloadEmailHtml(replies.data !== undefined);
  const total = replies.data?.totalCount ?? 0;
  // As in the queue: a new mailbox's first sync is still bringing the mail its replies are drafted for.
  const firstMailPending = useFirstMailPending(replies.dataUpdatedAt);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader title="Replies" description="Review, edit and send the replies drafted for your emails" />
      <Card
        role="group"
        aria-label={`Total Replies generated: ${replies.data ? total : '…'}`}
        className="flex items-center gap-4 p-5 sm:max-w-xs"
      >
        <div className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <MessageSquareReply className="size-5" aria-hidden />
        </div>
        <div>
          <p className="text-sm text-muted-foreground">Total Replies generated</p>
          <p className="text-2xl font-semibold tabular-nums">{replies.data ? total : '–'}</p>
        </div>
      </Card>
      {!canSend && (
        <div role="alert" className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
          <ShieldAlert className="mt-0.5 size-5" aria-hidden />
          <div>
            <p className="font-semibold">Microsoft Graph Access Required</p>
            <p className="text-sm">
              Please log in with Microsoft to send emails. Your current session doesn't have email sending permissions.
            </p>
          </div>
        </div>
      )}
      {replies.isPending || (total === 0 && firstMailPending) ? (
        <LoadingState text="Loading emails..." />
      ) : replies.isError && !replies.data ? (
        <ErrorState title="Error Loading Emails" error={replies.error} onRetry={() => void replies.refetch()} />
      ) : total === 0 ? (
        <EmptyState icon={MailQuestion} title="No replies yet" description="Replies drafted by the classifier appear here." />
      ) : (
        <div className="space-y-3">
          {replies.data?.data.map((email) => (
            <ReplyCard key={email.id} email={email} actions={actions} canSend={canSend} />
          ))}
        </div>
      )}
      {total > 0 && (
        <Pagination
          page={page}
          pageSize={pageSize}
          totalItems={total}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
          pageSizeOptions={LIMITS.replyPageSizes}
        />
      )}
    </div>
  );
}
