import { FOLLOWUP_TEXTS, type FollowupItem } from '@triage/contracts';
import { Inbox, Send } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { useProjects } from '@/features/projects';
import { useFirstMailPending } from '@/features/sync';
import { useMarkDone } from '../api/conversation-actions';
import { useFollowups } from '../api/get-followups';
import { CommitmentRow } from './commitment-row';
import { FollowupRow } from './followup-row';
import { NudgeDialog } from './nudge-dialog';
import { RemindDialog } from './remind-dialog';
import { ReplyDialog } from './reply-dialog';

function Section({
  id,
  title,
  count,
  description,
  children,
}: {
  id: string;
  title: string;
  count: number;
  description: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h3 id={id} className="text-lg font-semibold">
          {title} <span className="text-muted-foreground tabular-nums">({count})</span>
        </h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}

/** Follow-ups at /followups: conversations waiting on the user, waiting on others, and promises made in sent mail. */
export default function FollowupsPage() {
  const followups = useFollowups();
  const projects = useProjects();
  const done = useMarkDone();
  const [nudging, setNudging] = useState<FollowupItem | null>(null);
  const [replying, setReplying] = useState<FollowupItem | null>(null);
  const [reminding, setReminding] = useState<FollowupItem | null>(null);
  const data = followups.data;
  // As in the queue: a new mailbox's first sync is still bringing the mail these lists are made from.
  const firstMailPending = useFirstMailPending(followups.dataUpdatedAt);
  const empty = !!data && data.needsReply.length + data.waiting.length + data.commitments.length === 0;
  const rowProps = { onDone: (i: FollowupItem) => done.mutate(i.conversationId), onRemind: setReminding, busy: done.isPending };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <PageHeader
        title="Follow-ups"
        description="Conversations waiting on you, and on others. Sending a reply from here or from Outlook moves them at the next sync."
      />
      {followups.isPending || (empty && firstMailPending) ? (
        <LoadingState text="Loading follow-ups..." />
      ) : followups.isError && !data ? (
        <ErrorState title="Error Loading Follow-ups" error={followups.error} onRetry={() => void followups.refetch()} />
      ) : (
        data && (
          <>
            <Section
              id="needs-reply"
              title={FOLLOWUP_TEXTS.needsReply}
              count={data.needsReply.length}
              description="Emails that ask you something, with no reply from you yet."
            >
              {data.needsReply.length === 0 ? (
                <EmptyState icon={Inbox} title="Nothing needs a reply" description="Emails that need your answer appear here." />
              ) : (
                <div role="list" aria-label={FOLLOWUP_TEXTS.needsReply} className="space-y-2">
                  {data.needsReply.map((item) => (
                    <FollowupRow key={item.conversationId} item={item} onReply={setReplying} {...rowProps} />
                  ))}
                </div>
              )}
            </Section>
            <Section
              id="waiting"
              title={FOLLOWUP_TEXTS.waiting}
              count={data.waiting.length}
              description={`You asked, no answer yet. Flagged after ${data.waitingDays} working ${data.waitingDays === 1 ? 'day' : 'days'} (Settings).`}
            >
              {data.waiting.length === 0 ? (
                <EmptyState
                  icon={Send}
                  title="Nobody owes you an answer"
                  description="Mail you send that asks something appears here until it is answered."
                />
              ) : (
                <div role="list" aria-label={FOLLOWUP_TEXTS.waiting} className="space-y-2">
                  {data.waiting.map((item) => (
                    <FollowupRow key={item.conversationId} item={item} onNudge={setNudging} {...rowProps} />
                  ))}
                </div>
              )}
            </Section>
            {data.commitments.length > 0 && (
              <Section
                id="commitments"
                title="You promised"
                count={data.commitments.length}
                description="Commitments with a day in mail you sent, proposed as your tasks."
              >
                <div role="list" aria-label="You promised" className="space-y-2">
                  {data.commitments.map((c) => (
                    <CommitmentRow key={c.id} commitment={c} projects={projects.data ?? []} />
                  ))}
                </div>
              </Section>
            )}
          </>
        )
      )}
      <NudgeDialog item={nudging} onClose={() => setNudging(null)} />
      <ReplyDialog item={replying} onClose={() => setReplying(null)} />
      <RemindDialog item={reminding} onClose={() => setReminding(null)} />
    </div>
  );
}
