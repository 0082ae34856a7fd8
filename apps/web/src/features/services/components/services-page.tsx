import { LIMITS } from '@triage/contracts';
import { LayoutGrid, Layers, LayoutList, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { usePagination } from '@/components/ui/use-pagination';
import { useServices } from '../api/get-services';
import { useServiceDialogs } from '../hooks/use-service-dialogs';
import { ServiceCard } from './service-card';
import { ServiceDialogsHost } from './service-dialogs-host';

type View = 'card' | 'row';

export function ServicesPage() {
  const services = useServices();
  const dialogs = useServiceDialogs();
  const [view, setView] = useState<View>('card');
  const list = services.data ?? [];
  const { pageItems, paginationProps } = usePagination(list, LIMITS.servicePageSize);
  const addService = () => dialogs.open({ kind: 'create-service' });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader
        title="Services"
        actions={
          <>
            <ToggleGroup type="single" value={view} onValueChange={(v) => setView(v as View)} aria-label="View">
              <ToggleGroupItem value="card" aria-label="Card view">
                <LayoutGrid aria-hidden />
              </ToggleGroupItem>
              <ToggleGroupItem value="row" aria-label="List view">
                <LayoutList aria-hidden />
              </ToggleGroupItem>
            </ToggleGroup>
            <Button onClick={addService}>
              <Plus aria-hidden />
              Add Service
            </Button>
          </>
        }
      />
      {services.isPending ? (
        <LoadingState text="Loading services..." />
      ) : services.isError ? (
        <ErrorState title="Failed to load services" error={services.error} onRetry={() => services.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={Layers}
          title="No services yet"
          description="Create your first service to get started organizing your projects."
          action={
            <Button onClick={addService}>
              <Plus aria-hidden />
              Add Service
            </Button>
          }
        />
      ) : (
        <>
          <ul aria-label="Services" className={view === 'card' ? 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3' : 'flex flex-col gap-3'}>
            {pageItems.map((service) => (
              <li key={service.id}>
                <ServiceCard service={service} dialogs={dialogs} layout={view} />
              </li>
            ))}
          </ul>
          <Pagination {...paginationProps} pageSizeOptions={LIMITS.servicePageSizes} />
        </>
      )}
      <ServiceDialogsHost dialogs={dialogs} />
    </div>
  );
}
