import type { Service } from '@triage/contracts';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import type { ServiceDialogs } from '../hooks/use-service-dialogs';
import { serviceColorClass } from '../lib/service-colors';
import { activeLabel, splitServiceProjects, totalProjectsLabel } from '../lib/service-projects';
import { ServiceActionsMenu } from './service-actions-menu';
import { ServiceProjects } from './service-projects';

interface ServiceItemProps {
  service: Service;
  dialogs: ServiceDialogs;
  /** 'card' for the grid, 'row' for the list view. */
  layout: 'card' | 'row';
}

export function ServiceCard({ service, dialogs, layout }: ServiceItemProps) {
  const { active } = splitServiceProjects(service.projects);
  const counts = (
    <p className="text-sm text-muted-foreground">
      <span>{totalProjectsLabel(service.projects.length)}</span>
      <span aria-hidden> · </span>
      <span>{activeLabel(active.length)}</span>
    </p>
  );
  const header = (
    <div className="flex items-start gap-3">
      <span className={cn('mt-1 size-3 shrink-0 rounded-full', serviceColorClass(service.color))} aria-hidden />
      <div className="min-w-0 flex-1">
        <h3 className="truncate font-semibold">{service.name}</h3>
        {counts}
      </div>
      <ServiceActionsMenu service={service} dialogs={dialogs} />
    </div>
  );
  const addButton = (
    <Button variant="outline" size="sm" onClick={() => dialogs.open({ kind: 'add-project', service })}>
      <Plus aria-hidden />
      Add Project
    </Button>
  );
  if (layout === 'row') {
    return (
      <Card className="grid gap-3 p-4 md:grid-cols-[minmax(0,16rem)_1fr_auto]" data-testid="service-card">
        {header}
        <ServiceProjects service={service} dialogs={dialogs} />
        <div className="self-start">{addButton}</div>
      </Card>
    );
  }
  return (
    <Card className="flex h-full flex-col gap-4 overflow-hidden p-0" data-testid="service-card">
      <div className={cn('h-1.5', serviceColorClass(service.color))} aria-hidden />
      <div className="flex flex-1 flex-col gap-4 px-5 pb-5">
        {header}
        <div className="flex-1">
          <ServiceProjects service={service} dialogs={dialogs} />
        </div>
        <div>{addButton}</div>
      </div>
    </Card>
  );
}
