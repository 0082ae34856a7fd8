import type { EmailRecommendation } from '@triage/contracts';
import { useState, type RefObject } from 'react';
import { nextToastId, toast } from '@/components/ui/toast';
import { isTypingTarget, type TriageAction } from '../lib/triage-shortcuts';
import { undoLast } from '../lib/undo-history';
import type { useClassifier } from './use-classifier';
import type { EmailActions } from './use-email-actions';
import type { useQueueNavigation } from './use-queue-navigation';
import type { Selection } from './use-selection';
import type { TriageActions } from './use-triage-actions';

interface QueueActionsInput {
  visible: EmailRecommendation[];
  nav: ReturnType<typeof useQueueNavigation>;
  selection: Selection;
  triage: TriageActions;
  actions: EmailActions;
  classifier: ReturnType<typeof useClassifier>;
  /** The reading pane shows the active email (compact list on a wide screen). */
  paneMode: boolean;
  paneRef: RefObject<HTMLElement | null>;
  searchRef: RefObject<HTMLInputElement | null>;
  isOpen: (email: EmailRecommendation) => boolean;
  setOpen: (email: EmailRecommendation, open: boolean) => void;
  turnPage: (delta: 1 | -1) => void;
}

/**
 * What every key, palette command and pointer action of the queue does. Archive, snooze and approve
 * act on the selection when there is one, else on the email the key was pressed on (or the active one).
 */
export function useQueueActions(input: QueueActionsInput) {
  const { visible, nav, selection, triage, actions, classifier, paneMode, paneRef, searchRef } = input;
  const [replyRequests, setReplyRequests] = useState<ReadonlyMap<string, number>>(new Map());
  const [snoozing, setSnoozing] = useState<EmailRecommendation[]>([]);

  const toggle = (email: EmailRecommendation, open = !input.isOpen(email)) => {
    input.setOpen(email, open);
    if (open && email.processingStatus === 'pending' && !classifier.state(email.id)) classifier.classify(email);
  };

  const selected = () => visible.filter((e) => selection.selected.has(e.id));
  const targets = (email: EmailRecommendation | undefined) => {
    const chosen = selected();
    return chosen.length ? chosen : email ? [email] : [];
  };

  /** Moves the cursor off emails about to leave the list, to the next one that stays. */
  const stepPast = (leaving: EmailRecommendation[]) => {
    const gone = new Set(leaving.map((e) => e.id));
    if (!nav.active || !gone.has(nav.active.id)) return;
    const index = visible.indexOf(nav.active);
    const next =
      visible.slice(index + 1).find((e) => !gone.has(e.id)) ??
      visible
        .slice(0, index)
        .reverse()
        .find((e) => !gone.has(e.id));
    if (next) nav.focusId(next.id);
  };

  const archive = (emails: EmailRecommendation[]) => {
    if (!emails.length) return;
    stepPast(emails);
    selection.clear();
    void triage.archive(emails);
  };

  const snooze = (until: Date, timeZone: string) => {
    const emails = snoozing;
    setSnoozing([]);
    stepPast(emails);
    selection.clear();
    void triage.snooze(emails, until, timeZone);
  };

  const approve = (emails: EmailRecommendation[]) => {
    if (emails.length > 1) return void triage.approveProjects(emails).then(() => selection.clear());
    const email = emails[0];
    if (!email) return;
    if (email.processingStatus === 'pending') toggle(email, true);
    else if (email.aiClassification?.approved === true)
      toast.info('Project Approved', { id: nextToastId('info'), description: email.aiClassification.projectName ?? undefined });
    else void actions.approveProject(email);
  };

  const approveFirstTask = (email: EmailRecommendation) => {
    if (email.processingStatus === 'pending') return toggle(email, true);
    const first = email.suggestedTasks.find(
      (t) => t.status === 'pending' && !actions.isLocallyRejected(email.id, t.id) && !actions.isBeingApproved(email.id, t.id),
    );
    if (first) void actions.approveTask(email, first);
    else toast.info('All Tasks Processed', { id: nextToastId('info'), description: 'This email has no pending suggested tasks' });
  };

  const reply = (email: EmailRecommendation) => {
    nav.setActiveId(email.id);
    if (!paneMode) toggle(email, true);
    setReplyRequests((prev) => new Map(prev).set(email.id, Date.now()));
  };

  /** The email whose row or card (or something inside it) the key was pressed on, if any. */
  const emailOf = (event?: KeyboardEvent) => {
    const id = (event?.target as Element | null)?.closest?.('[data-email-id]')?.getAttribute('data-email-id');
    return id ? visible.find((e) => e.id === id) : undefined;
  };

  const collapse = (event: KeyboardEvent | undefined, email: EmailRecommendation | undefined) => {
    const target = event?.target as Element | null;
    if (target === searchRef.current) {
      event?.preventDefault();
      if (email) nav.focusId(email.id);
      else searchRef.current?.blur();
      return;
    }
    if (isTypingTarget(target)) return;
    if (paneMode && email && paneRef.current?.contains(target)) {
      event?.preventDefault();
      nav.focusId(email.id);
    } else if (!paneMode && email && input.isOpen(email)) {
      event?.preventDefault();
      toggle(email, false);
      nav.focusId(email.id);
    } else if (selection.selected.size) {
      event?.preventDefault();
      selection.clear();
    }
  };

  const run = (action: TriageAction, event?: KeyboardEvent, target?: EmailRecommendation) => {
    const email = target ?? emailOf(event) ?? nav.active;
    switch (action) {
      case 'next':
      case 'previous':
        if (!nav.move(action === 'next' ? 1 : -1)) input.turnPage(action === 'next' ? 1 : -1);
        return;
      case 'search':
        searchRef.current?.focus();
        searchRef.current?.select();
        return;
      case 'undo':
        if (!undoLast()) toast.info('Nothing to undo', { id: nextToastId('info') });
        return;
      case 'collapse':
        return collapse(event, email);
      case 'archive':
        return archive(targets(email));
      case 'snooze':
        return setSnoozing(targets(email));
      case 'approveProject':
        return approve(targets(email));
    }
    if (!email) return;
    if (action === 'toggle' && paneMode) {
      // Into the reading pane (Tab then walks its actions; Escape comes back to the row).
      nav.setActiveId(email.id);
      paneRef.current?.focus();
      return;
    }
    if (action !== 'reply') nav.focusId(email.id);
    switch (action) {
      case 'toggle':
        return toggle(email);
      case 'select':
        return selection.toggle(email.id);
      case 'selectRange':
        return selection.extendTo(email.id);
      case 'approveTasks':
        return approveFirstTask(email);
      case 'reply':
        return reply(email);
    }
  };

  return {
    run,
    toggle,
    archive,
    snoozing,
    openSnooze: (emails: EmailRecommendation[]) => setSnoozing(emails),
    closeSnooze: () => setSnoozing([]),
    snooze,
    selected,
    replyRequests,
  };
}
