import type { EmailRecommendation, Project } from '@triage/contracts';
import { AlarmClock, Archive, ListChecks, MessageSquareText, Reply } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useSubmitFeedback } from '../api/submit-feedback';
import type { ClassifyState } from '../hooks/use-classifier';
import type { EmailActions } from '../hooks/use-email-actions';
import { AdditionalTraining, type TrainingDraft } from './additional-training';
import { ClassificationStatus } from './classification-status';
import { EmailBody } from './email-body';
import { ProjectRecommendation } from './project-recommendation';
import { ReplyBlock } from './reply-block';
import { SuggestedTasks } from './suggested-tasks';

export interface EmailCardDetailsProps {
  email: EmailRecommendation;
  projects: Project[];
  projectsLoading: boolean;
  actions: EmailActions;
  canSend: boolean;
  showReply: boolean;
  replyFocusKey: number;
  classifyState: ClassifyState;
  classifyError: string | undefined;
  onClassify: () => void;
  onArchive: () => void;
  /** Opens the reply block where the view hides it (same as 'r'). */
  onReply: () => void;
  /** Opens the snooze choices for this email (same as 's'). */
  onSnooze: () => void;
}

/** Everything under an expanded email card. */
export function EmailCardDetails(props: EmailCardDetailsProps) {
  const { email, projects, projectsLoading, actions, canSend, showReply, replyFocusKey, onArchive } = props;
  const [viewMore, setViewMore] = useState(false);
  const [draft, setDraft] = useState<TrainingDraft>({ feedback: '', manualTask: false });
  const feedback = useSubmitFeedback();
  const classified = email.processingStatus === 'completed';
  const pendingTasks = email.suggestedTasks.filter((t) => t.status === 'pending' && !actions.isLocallyRejected(email.id, t.id));

  const submitFeedback = () =>
    feedback.mutate(
      { emailId: email.id, feedback: draft.feedback, manualTask: draft.manualTask },
      {
        onSuccess: () => {
          toastSuccess('Feedback Submitted', 'Thanks: the classifier learns from it.');
          setDraft({ ...draft, feedback: '' });
        },
        onError: (error) => toastError('Error', error),
      },
    );

  return (
    <div className="mt-4 space-y-4 border-t pt-4">
      <EmailBody email={email} viewMore={viewMore} onViewMoreChange={setViewMore} />
      {!classified ? (
        <ClassificationStatus state={props.classifyState} error={props.classifyError} onRetry={props.onClassify} />
      ) : (
        <>
          <ProjectRecommendation email={email} projects={projects} projectsLoading={projectsLoading} actions={actions} />
          <SuggestedTasks email={email} projects={projects} projectsLoading={projectsLoading} actions={actions} />
          {showReply && <ReplyBlock email={email} actions={actions} canSend={canSend} focusKey={replyFocusKey} />}
          <AdditionalTraining email={email} draft={draft} onDraftChange={setDraft} projects={projects} projectsLoading={projectsLoading} />
        </>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onArchive}>
          <Archive aria-hidden /> Archive
        </Button>
        <Button variant="ghost" size="sm" onClick={props.onSnooze} title="Snooze (s)">
          <AlarmClock aria-hidden /> Snooze
        </Button>
        {classified && !showReply && (
          <Button variant="ghost" size="sm" onClick={props.onReply} title="Reply (r)">
            <Reply aria-hidden /> Reply
          </Button>
        )}
        {classified && (
          <>
            <Button
              variant="outline"
              size="sm"
              onClick={submitFeedback}
              disabled={feedback.isPending || (!draft.feedback.trim() && !draft.manualTask)}
            >
              <MessageSquareText aria-hidden /> Submit Feedback
            </Button>
            <Button size="sm" onClick={() => void actions.processAllTasks(email)} disabled={actions.busy || pendingTasks.length === 0}>
              <ListChecks aria-hidden /> Process All Tasks
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
