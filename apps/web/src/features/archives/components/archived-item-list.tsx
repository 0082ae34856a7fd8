import type { ArchivedItem } from '@triage/contracts';
import { format, formatDistanceToNowStrict } from 'date-fns';
import { ArchiveRestore, Inbox } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination, type PaginationProps } from '@/components/ui/pagination';

interface ArchivedItemListProps {
  /** The page's items; the server pages them. */
  items: ArchivedItem[];
  pagination: PaginationProps;
  label: string;
  singular: string;
  pendingId: string | null;
  onUnarchive: (item: ArchivedItem) => void;
}

export function ArchivedItemList({ items, pagination, label, singular, pendingId, onUnarchive }: ArchivedItemListProps) {
  if (pagination.totalItems === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title={`No archived ${label.toLowerCase()}`}
        description={`${label} you archive appear here until you unarchive them.`}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2" aria-label={`Archived ${label.toLowerCase()}`}>
        {items.map((item) => (
          <li key={item.id}>
            <Card data-testid="archived-item" className="flex flex-wrap items-center gap-4 px-4 py-3">
              <div className="min-w-40 flex-1">
                <h3 className="truncate font-medium">{item.title}</h3>
                {item.subtitle && <p className="truncate text-sm text-muted-foreground">{item.subtitle}</p>}
                {item.archived_at && (
                  <p className="mt-0.5 text-xs text-muted-foreground" title={format(new Date(item.archived_at), 'PPpp')}>
                    Archived {formatDistanceToNowStrict(new Date(item.archived_at), { addSuffix: true })}
                  </p>
                )}
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={pendingId === item.id}
                onClick={() => onUnarchive(item)}
                aria-label={`Unarchive ${singular} ${item.title}`}
              >
                <ArchiveRestore aria-hidden />
                Unarchive
              </Button>
            </Card>
          </li>
        ))}
      </ul>
      {pagination.totalItems > 10 && <Pagination {...pagination} />}
    </div>
  );
}
