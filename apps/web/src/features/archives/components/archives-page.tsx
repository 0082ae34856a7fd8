import type { ArchivedItem, ArchiveType } from '@triage/contracts';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useArchives } from '../api/get-archives';
import { useUnarchiveItem } from '../api/unarchive-item';
import { ARCHIVE_TABS, tabLabel } from '../lib/archive-tabs';
import { ArchivedItemList } from './archived-item-list';

export function ArchivesPage() {
  const archives = useArchives();
  const unarchive = useUnarchiveItem();
  const [tab, setTab] = useState<ArchiveType>('emails');
  const lists = archives.data;
  const partial = lists && Object.values(lists).some((list) => list === null);

  const restore = (type: ArchiveType, item: ArchivedItem) =>
    unarchive.mutate(
      { type, item },
      {
        onSuccess: () =>
          toastSuccess('Item Unarchived', `"${item.title}" is back in ${ARCHIVE_TABS.find((t) => t.type === type)?.label ?? type}.`),
        onError: (error) => toastError('Failed to unarchive item', error),
      },
    );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader
        title="Archives"
        description="Archived emails, projects, tasks, services and templates stay here until you unarchive them."
      />
      {archives.isPending ? (
        <LoadingState text="Loading archived items..." />
      ) : archives.isError || !lists ? (
        <ErrorState title="Failed to load archived items" error={archives.error} onRetry={() => archives.refetch()} />
      ) : (
        <>
          {partial && (
            <div
              role="alert"
              className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
            >
              <TriangleAlert className="size-4" aria-hidden />
              <span className="flex-1">Some archived items could not be loaded</span>
              <Button variant="outline" size="sm" onClick={() => archives.refetch()}>
                Try Again
              </Button>
            </div>
          )}
          <Tabs value={tab} onValueChange={(v) => setTab(v as ArchiveType)}>
            <TabsList aria-label="Archived item types" className="h-auto flex-wrap">
              {ARCHIVE_TABS.map(({ type, label }) => (
                <TabsTrigger key={type} value={type}>
                  {tabLabel(label, lists[type]?.length ?? null)}
                </TabsTrigger>
              ))}
            </TabsList>
            {ARCHIVE_TABS.map(({ type, label, singular }) => (
              <TabsContent key={type} value={type}>
                {lists[type] === null ? (
                  <ErrorState title={`Archived ${label.toLowerCase()} could not be loaded`} onRetry={() => archives.refetch()} />
                ) : (
                  <ArchivedItemList
                    items={lists[type]}
                    label={label}
                    singular={singular}
                    pendingId={unarchive.isPending ? (unarchive.variables?.item.id ?? null) : null}
                    onUnarchive={(item) => restore(type, item)}
                  />
                )}
              </TabsContent>
            ))}
          </Tabs>
        </>
      )}
    </div>
  );
}
