import { ScrollText } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { useAuditLog } from '../api/get-audit';
import { AUDIT_PAGE_SIZES, DEFAULT_AUDIT_FILTERS, hasFilters, type AuditFilterState } from '../lib/audit-filters';
import { AuditFilterBar } from './audit-filter-bar';
import { AuditTable } from './audit-table';

export function AuditPage() {
  const [filters, setFilters] = useState<AuditFilterState>(DEFAULT_AUDIT_FILTERS);
  const audit = useAuditLog(filters);
  const change = useCallback((next: AuditFilterState) => setFilters(next), []);
  const page = audit.data;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader
        title="Audit Log"
        description="Every change you made: what, when, and the record before and after. Secrets are never recorded."
      />
      <AuditFilterBar filters={filters} onChange={change} />
      {audit.isPending ? (
        <LoadingState text="Loading audit log..." />
      ) : audit.isError || !page ? (
        <ErrorState title="Failed to load the audit log" error={audit.error} onRetry={() => audit.refetch()} />
      ) : page.totalCount === 0 ? (
        hasFilters(filters) ? (
          <EmptyState
            icon={ScrollText}
            title="No entries match these filters"
            action={
              <Button variant="outline" onClick={() => setFilters(DEFAULT_AUDIT_FILTERS)}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState icon={ScrollText} title="No audit entries yet" description="Changes you make anywhere in Triage are recorded here." />
        )
      ) : (
        <div className={audit.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <AuditTable events={page.data} />
          <Pagination
            className="mt-4"
            page={filters.page}
            pageSize={filters.pageSize}
            totalItems={page.totalCount}
            pageSizeOptions={AUDIT_PAGE_SIZES}
            onPageChange={(p) => setFilters((f) => ({ ...f, page: p }))}
            onPageSizeChange={(size) => setFilters((f) => ({ ...f, pageSize: size, page: 1 }))}
          />
        </div>
      )}
    </div>
  );
}
