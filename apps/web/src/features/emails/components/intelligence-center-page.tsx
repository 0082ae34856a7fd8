import { LIMITS, type EmailRecommendation } from '@triage/contracts';
import { Inbox } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useCommandRegistry } from '@/app/commands/command-registry';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { Pagination } from '@/components/ui/pagination';
import { pageCount } from '@/components/ui/pagination-range';
import { useProjects } from '@/features/projects/api/get-projects';
import { TrainingProgressCard } from '@/features/training/components/training-progress-card';
import { startEarlyFirstPage, useRecommendations, type RecommendationSort } from '../api/get-recommendations';
import { useMarkRead } from '../api/mark-read';
import { useArchiveWithUndo } from '../hooks/use-archive-with-undo';
import { useCanSend } from '../hooks/use-can-send';
import { useClassifier } from '../hooks/use-classifier';
import { useEmailActions } from '../hooks/use-email-actions';
import { usePreloadEmailHtml } from '../hooks/use-preload-email-html';
import { useQueueNavigation } from '../hooks/use-queue-navigation';
import { useTriageCommands } from '../hooks/use-triage-commands';
import { useTriageKeyboard } from '../hooks/use-triage-keyboard';
import { filterEmails } from '../lib/email-search';
import { displayOrder } from '../lib/priority-groups';
import { isTypingTarget, type TriageAction } from '../lib/triage-shortcuts';
import { EmailCard } from './email-card';
import { EmailList } from './email-list';
import { QueueToolbar } from './queue-toolbar';
import { SummaryCards } from './summary-cards';

// This module is preloaded when the app opens on '/': start the first page's request right away.
if (typeof window !== 'undefined' && window.location.pathname === '/') startEarlyFirstPage();

/** Email Intelligence Center (Training Center) at '/': review and triage every email, keyboard first. */
export default function IntelligenceCenterPage() {
  const [sort, setSortState] = useState<RecommendationSort>('default');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(LIMITS.emailPageSizes[0]);
  // (FIRST_PAGE in the API hook matches these defaults: 5 per page, Default Order.)
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [replyRequests, setReplyRequests] = useState<ReadonlyMap<string, number>>(new Map());
  const searchRef = useRef<HTMLInputElement>(null);

  const list = useRecommendations({ limit: pageSize, offset: (page - 1) * pageSize, sort });
  const projects = useProjects();
  const actions = useEmailActions();
  const classifier = useClassifier();
  const archiver = useArchiveWithUndo();
  const canSend = useCanSend();
  const markRead = useMarkRead();
  const registry = useCommandRegistry();
  usePreloadEmailHtml(list.data !== undefined);

  const grouped = sort === 'priority';
  const loaded = list.data?.data;
  const visible = useMemo(() => displayOrder(filterEmails(loaded ?? [], query), grouped), [loaded, query, grouped]);
  const nav = useQueueNavigation(visible);
  const totalCount = list.data?.totalCount ?? 0;
  const totalPages = pageCount(totalCount, pageSize);
  if (list.data && !list.isPlaceholderData && page > totalPages) setPage(totalPages);

  const setSort = (next: RecommendationSort) => {
    setSortState(next);
    setPage(1);
  };

  const toggle = (email: EmailRecommendation, open = !expanded.has(email.id)) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (open) next.add(email.id);
      else next.delete(email.id);
      return next;
    });
    if (open && email.processingStatus === 'pending' && !classifier.state(email.id)) classifier.classify(email);
    if (open && !email.isRead) markRead.mutate(email.id);
  };

  const archive = (email: EmailRecommendation) => {
    const index = visible.indexOf(email);
    const successor = visible[index + 1] ?? visible[index - 1];
    if (successor && nav.active?.id === email.id) nav.focusId(successor.id);
    void archiver.archive(email);
  };

  const turnPage = (delta: 1 | -1) => {
    const target = page + delta;
    if (target < 1 || target > totalPages || query) return;
    nav.focusEdgeAfterPageChange(delta === 1 ? 'first' : 'last');
    setPage(target);
  };

  /** The email whose card (or something inside it) the key was pressed on, if any. */
  const emailOf = (event?: KeyboardEvent) => {
    const id = (event?.target as Element | null)?.closest?.('[data-email-id]')?.getAttribute('data-email-id');
    return id ? visible.find((e) => e.id === id) : undefined;
  };

  const run = (action: TriageAction, event?: KeyboardEvent, target?: EmailRecommendation) => {
    const email = target ?? emailOf(event) ?? nav.active;
    switch (action) {
      case 'next':
      case 'previous':
        if (!nav.move(action === 'next' ? 1 : -1)) turnPage(action === 'next' ? 1 : -1);
        return;
      case 'search':
        searchRef.current?.focus();
        searchRef.current?.select();
        return;
      case 'undo':
        if (!archiver.undo()) toast.info('Nothing to undo');
        return;
      case 'collapse':
        if (isTypingTarget(event?.target) && event?.target !== searchRef.current) return;
        if (event?.target === searchRef.current) {
          event?.preventDefault();
          if (email) nav.focusId(email.id);
          else searchRef.current?.blur();
        } else if (email && expanded.has(email.id)) {
          event?.preventDefault();
          toggle(email, false);
          nav.focusId(email.id);
        }
        return;
    }
    if (!email) return;
    // Reply moves focus into the reply block; everything else keeps it on the card.
    if (action === 'reply') nav.setActiveId(email.id);
    else nav.focusId(email.id);
    switch (action) {
      case 'toggle':
        toggle(email);
        return;
      case 'archive':
        archive(email);
        return;
      case 'approveProject':
        if (email.processingStatus === 'pending') toggle(email, true);
        else if (email.aiClassification?.approved === true) toast.info('Project Approved', { description: email.aiClassification.projectName ?? undefined });
        else void actions.approveProject(email);
        return;
      case 'approveTasks':
        if (email.processingStatus === 'pending') toggle(email, true);
        else void actions.processAllTasks(email);
        return;
      case 'reply':
        toggle(email, true);
        setReplyRequests((prev) => new Map(prev).set(email.id, Date.now()));
        return;
    }
  };

  useTriageKeyboard({
    next: (e) => run('next', e), previous: (e) => run('previous', e), toggle: (e) => run('toggle', e),
    archive: (e) => run('archive', e), approveProject: (e) => run('approveProject', e), approveTasks: (e) => run('approveTasks', e),
    reply: (e) => run('reply', e), search: (e) => run('search', e), undo: (e) => run('undo', e), collapse: (e) => run('collapse', e),
  });
  useTriageCommands({ active: nav.active, run: (a) => run(a), setSort, classify: classifier.classify, refresh: () => void list.refetch() });

  const renderEmail = (email: EmailRecommendation) => (
    <EmailCard
      key={email.id}
      email={email}
      expanded={expanded.has(email.id)}
      active={nav.active?.id === email.id}
      cardRef={nav.cardRef(email.id)}
      onActivate={() => nav.setActiveId(email.id)}
      onToggle={() => toggle(email)}
      onArchive={() => archive(email)}
      onReply={() => run('reply', undefined, email)}
      projects={projects.data ?? []}
      projectsLoading={projects.isPending}
      actions={actions}
      canSend={canSend}
      showReply={grouped || replyRequests.has(email.id)}
      replyFocusKey={replyRequests.get(email.id) ?? 0}
      classifyState={classifier.state(email.id)}
      classifyError={classifier.error(email.id)}
      onClassify={() => classifier.classify(email, true)}
    />
  );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <SummaryCards summary={list.data?.summary} />
      <TrainingProgressCard />
      <QueueToolbar
        sort={sort}
        onSortChange={setSort}
        query={query}
        onQueryChange={setQuery}
        searchRef={searchRef}
        onShowShortcuts={() => registry?.open('shortcuts')}
      />
      {list.isPending ? (
        <LoadingState text="Loading emails..." />
      ) : list.isError && !list.data ? (
        <ErrorState title="Error Loading Emails" error={list.error} onRetry={() => void list.refetch()} />
      ) : visible.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title="No emails found"
          description={query ? 'No email on this page matches your search.' : 'No emails available at the moment'}
        />
      ) : (
        <EmailList emails={visible} grouped={grouped} byPriority={list.data?.summary.byPriority} renderEmail={renderEmail} />
      )}
      {totalCount > 0 && (
        <Pagination
          page={Math.min(page, totalPages)}
          pageSize={pageSize}
          totalItems={totalCount}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
          pageSizeOptions={LIMITS.emailPageSizes}
        />
      )}
    </div>
  );
}
