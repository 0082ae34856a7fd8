import { LIMITS, type EmailRecommendation } from '@triage/contracts';
import { Inbox } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useCommandRegistry } from '@/lib/command-registry';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { Pagination } from '@/components/ui/pagination';
import { pageCount } from '@/components/ui/pagination-range';
import { useProjects } from '@/features/projects';
import { useFirstMailPending } from '@/features/sync';
import { TrainingProgressCard } from '@/features/training';
import { useEventCallback } from '@/lib/use-event-callback';
import { useMediaQuery, WIDE_QUERY } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { useRecommendations, type RecommendationSort } from '../api/get-recommendations';
import { useCanSend } from '../hooks/use-can-send';
import { useClassifier } from '../hooks/use-classifier';
import { useEmailActions } from '../hooks/use-email-actions';
import { usePreloadEmailHtml } from '../hooks/use-preload-email-html';
import { useQueueActions } from '../hooks/use-queue-actions';
import { COMPACT_PAGE_SIZES, useQueueDensity } from '../hooks/use-queue-density';
import { useQueueNavigation } from '../hooks/use-queue-navigation';
import { usePrefetchNearBodies } from '../hooks/use-prefetch-near-bodies';
import { useReadOnOpen } from '../hooks/use-read-on-open';
import { useSelection } from '../hooks/use-selection';
import { useSnoozeZone } from '../hooks/use-snooze-zone';
import { useTriageActions } from '../hooks/use-triage-actions';
import { useTriageCommands } from '../hooks/use-triage-commands';
import { useTriageKeyboard } from '../hooks/use-triage-keyboard';
import { filterEmails } from '../lib/email-search';
import { displayOrder } from '../lib/priority-groups';
import { TRIAGE_SHORTCUTS, type TriageAction } from '../lib/triage-shortcuts';
import { BulkBar } from './bulk-bar';
import { CompactRow } from './compact-row';
import { EmailCard } from './email-card';
import { EmailCardDetails } from './email-card-details';
import { EmailList } from './email-list';
import { QueueToolbar } from './queue-toolbar';
import { ReadingPane } from './reading-pane';
import { SnoozeDialogOnDemand } from './snooze-dialog-on-demand';
import { SummaryCards } from './summary-cards';

/**
 * Email Intelligence Center (Training Center) at '/': review and triage every email, keyboard first.
 * Compact rows (with a reading pane on wide screens) or the spec's cards ('Comfortable').
 */
export default function IntelligenceCenterPage() {
  const [density, setDensity] = useQueueDensity();
  const compact = density === 'compact';
  const paneMode = useMediaQuery(WIDE_QUERY) && compact;
  const sizes = compact ? COMPACT_PAGE_SIZES : LIMITS.emailPageSizes;
  const [sort, setSortState] = useState<RecommendationSort>('default');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(sizes[0]);
  if (!(sizes as readonly number[]).includes(pageSize)) setPageSize(sizes[0]);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const searchRef = useRef<HTMLInputElement>(null);
  const paneRef = useRef<HTMLElement>(null);

  const list = useRecommendations({ limit: pageSize, offset: (page - 1) * pageSize, sort });
  const firstMailPending = useFirstMailPending(list.dataUpdatedAt);
  const projects = useProjects();
  const actions = useEmailActions();
  const triage = useTriageActions();
  const classifier = useClassifier();
  const canSend = useCanSend();
  const timeZone = useSnoozeZone();
  const registry = useCommandRegistry();
  usePreloadEmailHtml(list.data !== undefined);

  const grouped = sort === 'priority';
  const loaded = list.data?.data;
  const visible = useMemo(() => displayOrder(filterEmails(loaded ?? [], query), grouped), [loaded, query, grouped]);
  const visibleIds = useMemo(() => visible.map((e) => e.id), [visible]);
  const nav = useQueueNavigation(visible);
  const selection = useSelection(visibleIds);
  const totalCount = list.data?.totalCount ?? 0;
  const totalPages = pageCount(totalCount, pageSize);
  if (list.data && !list.isPlaceholderData && page > totalPages) setPage(totalPages);

  const setSort = (next: RecommendationSort) => {
    setSortState(next);
    setPage(1);
  };

  const turnPage = (delta: 1 | -1) => {
    const target = page + delta;
    if (target < 1 || target > totalPages || query) return;
    nav.focusEdgeAfterPageChange(delta === 1 ? 'first' : 'last');
    setPage(target);
  };

  const queue = useQueueActions({
    visible,
    nav,
    selection,
    triage,
    actions,
    classifier,
    paneMode,
    paneRef,
    searchRef,
    turnPage,
    isOpen: (email) => expanded.has(email.id),
    setOpen: (email, open) =>
      setExpanded((prev) => {
        const next = new Set(prev);
        if (open) next.add(email.id);
        else next.delete(email.id);
        return next;
      }),
  });

  // The reading pane opens what the cursor is on: an email not classified yet is classified then.
  const shown = paneMode ? nav.active : undefined;
  // The pane follows at a lower priority: j and k move the highlight in the next frame, and holding j
  // skips the emails passed on the way instead of building each one's pane.
  const paneEmail = useDeferredValue(shown);
  // The email the pane shows by itself on arrival is not read until the user chooses one.
  useReadOnOpen(visible, expanded, nav.chosen ? shown : undefined);
  usePrefetchNearBodies(visible, nav.active);
  useEffect(() => {
    if (shown?.processingStatus === 'pending' && !classifier.state(shown.id)) classifier.classify(shown);
  }, [shown, classifier]);

  const handlers = Object.fromEntries(TRIAGE_SHORTCUTS.map((s) => [s.action, (e: KeyboardEvent) => queue.run(s.action, e)])) as Record<
    TriageAction,
    (e: KeyboardEvent) => void
  >;
  useTriageKeyboard(handlers);
  useTriageCommands({
    active: nav.active,
    run: (a) => queue.run(a),
    setSort,
    classify: classifier.classify,
    refresh: () => void list.refetch(),
  });

  const detailsFor = (email: EmailRecommendation) => ({
    projects: projects.data ?? [],
    projectsLoading: projects.isPending,
    actions,
    canSend,
    showReply: grouped || queue.replyRequests.has(email.id),
    replyFocusKey: queue.replyRequests.get(email.id) ?? 0,
    classifyState: classifier.state(email.id),
    classifyError: classifier.error(email.id),
    onClassify: () => classifier.classify(email, true),
    onArchive: () => queue.archive([email]),
    onReply: () => queue.run('reply', undefined, email),
    onSnooze: () => queue.openSnooze([email]),
  });

  // The same handlers for every card and row (they take the email), so one re-renders only when its
  // own state changes.
  const activateEmail = useEventCallback((email: EmailRecommendation) => nav.setActiveId(email.id));
  const toggleCard = useEventCallback((email: EmailRecommendation) => queue.toggle(email));
  const archiveEmail = useEventCallback((email: EmailRecommendation) => queue.archive([email]));
  const renderCard = (email: EmailRecommendation) => (
    <EmailCard
      key={email.id}
      email={email}
      details={expanded.has(email.id) ? detailsFor(email) : undefined}
      active={nav.active?.id === email.id}
      selected={selection.selected.has(email.id)}
      cardRef={nav.cardRef(email.id)}
      onActivate={activateEmail}
      onToggle={toggleCard}
      onArchive={archiveEmail}
    />
  );

  const openRow = useEventCallback((email: EmailRecommendation) => (paneMode ? nav.focusId(email.id) : queue.toggle(email)));
  const selectRow = useEventCallback((email: EmailRecommendation, range: boolean) =>
    range ? selection.extendTo(email.id) : selection.toggle(email.id),
  );
  const renderRow = (email: EmailRecommendation) => {
    const open = paneMode ? shown?.id === email.id : expanded.has(email.id);
    return (
      <CompactRow
        key={email.id}
        email={email}
        active={nav.active?.id === email.id}
        selected={selection.selected.has(email.id)}
        open={open}
        rowRef={nav.cardRef(email.id)}
        onActivate={activateEmail}
        onOpen={openRow}
        onSelect={selectRow}
        onArchive={archiveEmail}
      >
        {!paneMode && open && <EmailCardDetails email={email} {...detailsFor(email)} />}
      </CompactRow>
    );
  };

  const chosen = queue.selected();
  const pagination = totalCount > 0 && (
    <Pagination
      page={Math.min(page, totalPages)}
      pageSize={pageSize}
      totalItems={totalCount}
      onPageChange={setPage}
      onPageSizeChange={setPageSize}
      pageSizeOptions={sizes}
      className={paneMode ? 'col-span-2 content-start justify-start gap-x-6 gap-y-2 pr-[24rem]' : undefined}
    />
  );
  const body = list.isPending ? (
    <LoadingState text="Loading emails..." />
  ) : list.isError && !list.data ? (
    <ErrorState title="Error Loading Emails" error={list.error} onRetry={() => void list.refetch()} />
  ) : visible.length === 0 && !query && firstMailPending ? (
    <LoadingState text="Loading emails..." />
  ) : visible.length === 0 ? (
    <EmptyState
      icon={Inbox}
      title="No emails found"
      description={query ? 'No email on this page matches your search.' : 'No emails available at the moment'}
    />
  ) : compact ? (
    <div className="overflow-hidden rounded-xl border bg-card" role="list" aria-label="Emails">
      <EmailList emails={visible} grouped={grouped} byPriority={list.data?.summary.byPriority} renderEmail={renderRow} dense />
    </div>
  ) : (
    <EmailList emails={visible} grouped={grouped} byPriority={list.data?.summary.byPriority} renderEmail={renderCard} />
  );

  return (
    <div className={cn('mx-auto flex flex-col', paneMode ? 'max-w-none gap-6' : 'max-w-6xl gap-6')}>
      {/* The queue comes first (on a phone, the first screen); with the pane, list and pane fill the
          screen's height. The training card waits below either way. */}
      <div className={cn('flex flex-col', paneMode ? 'h-[calc(100svh-6.5rem)] min-h-[34rem] gap-3' : 'gap-6')}>
        <SummaryCards summary={list.data?.summary} dense={paneMode} />
        <QueueToolbar
          sort={sort}
          onSortChange={setSort}
          query={query}
          onQueryChange={setQuery}
          searchRef={searchRef}
          onShowShortcuts={() => registry?.open('shortcuts')}
          density={density}
          onDensityChange={setDensity}
          allSelected={visible.length > 0 && chosen.length === visible.length}
          someSelected={chosen.length > 0}
          onSelectAll={selection.setAll}
        />
        {chosen.length > 0 && (
          <BulkBar
            count={chosen.length}
            projects={projects.data ?? []}
            busy={triage.busy}
            onArchive={() => queue.archive(chosen)}
            onApprove={() => queue.run('approveProject')}
            onReject={() => void triage.rejectSuggestions(chosen).then(selection.clear)}
            onMove={(projectId) => void triage.moveToProject(chosen, projectId).then(selection.clear)}
            onSnooze={() => queue.openSnooze(chosen)}
            onClear={selection.clear}
          />
        )}
        {paneMode ? (
          // The window's bottom-right corner, where toasts show, stays clear of every control: the
          // pane ends above a toast's height and the paging row keeps out of a toast's width.
          <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,2fr)_minmax(0,3fr)] grid-rows-[minmax(0,1fr)_minmax(3.5rem,auto)] gap-3">
            <div className="min-h-0 overflow-y-auto rounded-xl" data-testid="email-list-scroller">
              {body}
            </div>
            <ReadingPane
              email={paneEmail}
              details={paneEmail && detailsFor(paneEmail)}
              paneRef={paneRef}
              onSnooze={() => paneEmail && queue.openSnooze([paneEmail])}
            />
            {pagination}
          </div>
        ) : (
          <>
            {body}
            {pagination}
          </>
        )}
      </div>
      <TrainingProgressCard />
      <SnoozeDialogOnDemand
        key={queue.snoozing.map((e) => e.id).join()}
        count={queue.snoozing.length}
        timeZone={timeZone}
        onSnooze={(until) => queue.snooze(until, timeZone)}
        onClose={queue.closeSnooze}
      />
    </div>
  );
}
