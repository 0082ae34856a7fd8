import type { ArchivedItem, ArchiveType } from '@triage/contracts';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { pageCount } from '@/components/ui/pagination-range';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useArchivePage } from '../api/get-archives';
import { useUnarchiveItem } from '../api/unarchive-item';
import { ARCHIVE_TABS, tabLabel } from '../lib/archive-tabs';
import { ArchivedItemList } from './archived-item-list';

const FIRST_PAGE = { page: 1, pageSize: 10 };

export function ArchivesPage() {
  const [tab, setTab] = useState<ArchiveType>('emails');
  // Each tab keeps its own page while the others are looked at.
  const [paging, setPaging] = useState<Partial<Record<ArchiveType, typeof FIRST_PAGE>>>({});
  const { page: requestedPage, pageSize } = paging[tab] ?? FIRST_PAGE;
  const archive = useArchivePage(tab, requestedPage, pageSize);
  const unarchive = useUnarchiveItem();
  const shown = archive.data?.type === tab ? archive.data : undefined;
  const setPage = (page: number, size = pageSize) => setPaging((all) => ({ ...all, [tab]: { page, pageSize: size } }));
  // The last item of the last page unarchived: the page before it, not an empty page.
  const lastPage = shown ? pageCount(shown.totalCount, pageSize) : requestedPage;
  if (shown && requestedPage > lastPage) setPage(lastPage);

  const restore = (type: ArchiveType, item: ArchivedItem) =>
    unarchive.mutate(
      { type, item },
      {
        onSuccess: () =>
          toastSuccess('Item Unarchived', `"${item.title}" is back in ${ARCHIVE_TABS.find((t) => t.type === type)?.label ?? type}.`),
        onError: (error) => toastError('Failed to unarchive item', error),
      },
    );

  const counts = archive.data?.counts;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader
        title="Archives"
        description="Archived emails, projects, tasks, services and templates stay here until you unarchive them."
      />
      {archive.isPending ? (
        <LoadingState text="Loading archived items..." />
      ) : archive.isError && !shown ? (
        <ErrorState title="Failed to load archived items" error={archive.error} onRetry={() => archive.refetch()} />
      ) : (
        <>
          {shown && shown.unreadable > 0 && (
            <div
              role="alert"
              className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
            >
              <TriangleAlert className="size-4" aria-hidden />
              <span className="flex-1">Some archived items could not be loaded</span>
              <Button variant="outline" size="sm" onClick={() => archive.refetch()}>
                Try Again
              </Button>
            </div>
          )}
          <Tabs value={tab} onValueChange={(v) => setTab(v as ArchiveType)}>
            <TabsList aria-label="Archived item types" className="h-auto flex-wrap">
              {ARCHIVE_TABS.map(({ type, label }) => (
                <TabsTrigger key={type} value={type}>
                  {tabLabel(label, counts?.[type] ?? null)}
                </TabsTrigger>
              ))}
            </TabsList>
            {ARCHIVE_TABS.map(({ type, label, singular }) => (
              <TabsContent key={type} value={type}>
                {type !== tab ? null : shown ? (
                  <ArchivedItemList
                    items={shown.items}
                    pagination={{
                      page: Math.min(requestedPage, lastPage),
                      pageSize,
                      totalItems: shown.totalCount,
                      onPageChange: (page) => setPage(page),
                      onPageSizeChange: (size) => setPage(1, size),
                    }}
                    label={label}
                    singular={singular}
                    pendingId={unarchive.isPending ? (unarchive.variables?.item.id ?? null) : null}
                    onUnarchive={(item) => restore(type, item)}
                  />
                ) : (
                  <LoadingState text="Loading archived items..." />
                )}
              </TabsContent>
            ))}
          </Tabs>
        </>
      )}
    </div>
  );
}
