import type { EmailRecommendation, Priority, SuggestedTask } from '@triage/contracts';
import { MAIL_ERRORS, RECOMMENDATION_ERRORS } from '@triage/contracts';
import { nextToastId, toast, toastError, toastSuccess } from '@/components/ui/toast';
import { isApiRequestError } from '@/lib/api-client';
import { useBulkAction } from '../api/bulk-action';
import { useProcessRecommendation } from '../api/process-recommendation';
import { useSendReply } from '../api/send-reply';
import { useUpdateReply } from '../api/update-reply';
import { replySubject } from '../lib/reply-subject';
import { SEND_DELAY_MS } from '../lib/send-delay';
import { dropUndo, pushUndo, runUndo } from '../lib/undo-history';
import { useLocalRejections } from './use-local-rejections';

export interface TaskEdits {
  title: string;
  description: string;
  priority: Priority;
  due_date: string | null;
  project_id: string;
}

let sendSerial = 0;

const pendingTasks = (email: EmailRecommendation) => email.suggestedTasks.filter((t) => t.status === 'pending');

/**
 * Task approvals sent and not yet answered, by email and task id. Until the answer arrives the task
 * still reads as pending, so 't' pressed again must move on to the next task, not send this one twice.
 */
const approving = new Set<string>();
const approvalKey = (emailId: string, taskId: string) => `${emailId} ${taskId}`;

/** Everything the review screens do to an email's recommendations, with the toasts of docs/behaviour.md, Messages. */
export function useEmailActions() {
  const process = useProcessRecommendation();
  const send = useSendReply();
  const saveReply = useUpdateReply();
  const rejections = useLocalRejections();
  const bulk = useBulkAction();

  /** A success toast whose Undo (and 'z') puts the email's project and approval back as they were. */
  const withProjectUndo = (title: string, email: EmailRecommendation) => {
    const items = [
      { emailId: email.id, projectId: email.aiClassification?.projectId ?? null, approved: email.aiClassification?.approved ?? null },
    ];
    const entry = pushUndo({
      label: title,
      undo: async () => {
        try {
          await bulk.mutateAsync({ action: 'restore_projects', items });
          toastSuccess('Undone', `${title}: ${email.subject}`);
        } catch (error) {
          toastError('Failed to undo', error);
        }
      },
    });
    toast.success(title, {
      id: nextToastId('success'),
      description: undefined,
      action: { label: 'Undo', onClick: () => void runUndo(entry) },
    });
  };

  const approveProject = async (email: EmailRecommendation) => {
    if (!email.aiClassification?.projectId) {
      toastError(RECOMMENDATION_ERRORS.selectProject);
      return false;
    }
    try {
      await process.mutateAsync({ emailId: email.id, action: 'approve_project', data: {} });
      withProjectUndo('Project Approved', email);
      return true;
    } catch (error) {
      toastError('Failed to process project approval', error);
      return false;
    }
  };

  const rejectProject = async (email: EmailRecommendation) => {
    try {
      await process.mutateAsync({ emailId: email.id, action: 'reject_project', data: {} });
      withProjectUndo('Project Rejected', email);
    } catch (error) {
      toastError('Failed to process recommendation', error);
    }
  };

  /** Edit mode's 'Save & Update'. */
  const saveProject = async (email: EmailRecommendation, projectId: string | null) => {
    if (!projectId) {
      toastError(RECOMMENDATION_ERRORS.selectProject);
      return false;
    }
    try {
      await process.mutateAsync({ emailId: email.id, action: 'approve_project', data: { projectId } });
      withProjectUndo('Project Updated', email);
      return true;
    } catch (error) {
      toastError('Failed to save project', error);
      return false;
    }
  };

  const approveTask = async (email: EmailRecommendation, task: SuggestedTask) => {
    const key = approvalKey(email.id, task.id);
    approving.add(key);
    try {
      await process.mutateAsync({ emailId: email.id, action: 'approve_task', data: { taskId: task.id } });
      toastSuccess('Task Approved');
      return true;
    } catch (error) {
      toastError('Failed to process task approval', error);
      return false;
    } finally {
      approving.delete(key);
    }
  };

  /** 'Save & Create': creates the task from the edited values. */
  const saveTask = async (email: EmailRecommendation, task: SuggestedTask, edits: TaskEdits) => {
    try {
      await process.mutateAsync({ emailId: email.id, action: 'approve_task', data: { taskId: task.id, task: edits } });
      toastSuccess('Task Saved');
      return true;
    } catch (error) {
      toastError('Failed to save task', error);
      return false;
    }
  };

  /**
   * Rejected on the server by the suggestion's id. If that fails the task is still marked
   * rejected here (docs/behaviour.md#states-and-transitions), and the server's error is shown instead of a success.
   */
  const rejectTask = async (email: EmailRecommendation, task: SuggestedTask) => {
    try {
      await process.mutateAsync({ emailId: email.id, action: 'reject_task', data: { taskId: task.id } });
      toastSuccess('Task Rejected', 'Task suggestion has been rejected');
    } catch (error) {
      rejections.add(email.id, task.id);
      toastError('Failed to reject task', error);
    }
  };

  /** Footer 'Process All Tasks' and the 't' key: approves every pending suggested task. */
  const processAllTasks = async (email: EmailRecommendation) => {
    const pending = pendingTasks(email).filter((t) => !rejections.has(email.id, t.id));
    if (pending.length === 0) {
      toast.info('All Tasks Processed', { description: 'This email has no pending suggested tasks' });
      return;
    }
    try {
      for (const task of pending) {
        await process.mutateAsync({ emailId: email.id, action: 'approve_task', data: { taskId: task.id } });
      }
      toastSuccess('All Tasks Processed', `${pending.length} ${pending.length === 1 ? 'task' : 'tasks'} created`);
    } catch (error) {
      toastError('Failed to process tasks', error);
    }
  };

  /** Waits SEND_DELAY_MS with a 'Sending reply' toast; true unless Undo (or 'z') stopped it. */
  const sendAfterDelay = (email: EmailRecommendation) =>
    new Promise<boolean>((resolve) => {
      // Its own id per send: with one shared id, a second send within the delay took over the first's
      // toast (and its Undo), and the first one's timer then dismissed the second's.
      sendSerial += 1;
      const toastId = `sending-${sendSerial}`;
      const timer = setTimeout(() => {
        dropUndo(stop);
        toast.dismiss(toastId);
        resolve(true);
      }, SEND_DELAY_MS);
      const stop = pushUndo({
        label: 'Send reply',
        undo: async () => {
          clearTimeout(timer);
          // A loading toast never times out: after 'z' (not the toast's own Undo) it would stay for good.
          toast.dismiss(toastId);
          toast.info('Reply not sent', { id: nextToastId('info'), description: email.subject });
          resolve(false);
        },
      });
      toast.loading('Sending reply...', {
        id: toastId,
        description: email.subject,
        action: { label: 'Undo', onClick: () => void runUndo(stop) },
      });
    });

  const sendReply = async (email: EmailRecommendation, body: string) => {
    if (!body.trim()) {
      toastError('Please write a reply before sending');
      return false;
    }
    if (!(await sendAfterDelay(email))) return false;
    try {
      await send.mutateAsync({ emailId: email.id, subject: replySubject(email.subject), body });
      toastSuccess('Reply Sent');
      return true;
    } catch (error) {
      if (isApiRequestError(error) && error.status === 401) {
        // 'Authentication Required: Please log in to send emails. ...' as title and text.
        const [title, text] = MAIL_ERRORS.sendNotAuthenticated.split(': ');
        toastError(title!, new Error(text));
      } else toastError('Failed to send reply', error);
      return false;
    }
  };

  /** Edit Reply's 'Save Changes' (kept on the server). */
  const updateReply = async (email: EmailRecommendation, body: string) => {
    try {
      await saveReply.mutateAsync({ emailId: email.id, body });
      toastSuccess('Reply Updated');
      return true;
    } catch (error) {
      toastError('Error', error instanceof Error ? error : new Error('Failed to process recommendation'));
      return false;
    }
  };

  return {
    approveProject,
    rejectProject,
    saveProject,
    approveTask,
    saveTask,
    rejectTask,
    processAllTasks,
    sendReply,
    updateReply,
    isLocallyRejected: rejections.has,
    isBeingApproved: (emailId: string, taskId: string) => approving.has(approvalKey(emailId, taskId)),
    busy: process.isPending,
    sending: send.isPending,
  };
}

export type EmailActions = ReturnType<typeof useEmailActions>;
