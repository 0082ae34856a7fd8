import type { Service, ServiceProject } from '@triage/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { ActionsMenu } from '@/components/actions-menu';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import type { ServiceDialogs } from '../hooks/use-service-dialogs';
import { SERVICE_PROJECT_STATUS_LABELS } from '../lib/service-projects';

const STATUS_VARIANT = { open: 'outline', in_progress: 'secondary', done: 'muted' } as const;

interface ServiceProjectItemProps {
  service: Service;
  link: ServiceProject;
  dialogs: ServiceDialogs;
}

/** One project of a service: name, status and its Edit / Remove menu. */
export function ServiceProjectItem({ service, link, dialogs }: ServiceProjectItemProps) {
  return (
    <li className="flex items-center gap-2 text-sm">
      <span className={cn('min-w-0 flex-1 truncate', link.status === 'done' && 'text-muted-foreground')}>{link.project_name}</span>
      <Badge variant={STATUS_VARIANT[link.status]}>{SERVICE_PROJECT_STATUS_LABELS[link.status]}</Badge>
      <ActionsMenu
        name={link.project_name}
        small
        actions={[
          { label: 'Edit Project', icon: Pencil, onSelect: () => dialogs.open({ kind: 'edit-project', service, link }) },
          {
            label: 'Remove from Service',
            icon: Trash2,
            onSelect: () => dialogs.open({ kind: 'remove-project', service, link }),
            destructive: true,
          },
        ]}
      />
    </li>
  );
}
