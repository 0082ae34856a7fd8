import type { Service, ServiceProject } from '@triage/contracts';
import { EllipsisVertical, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
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
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-7" aria-label={`Actions for ${link.project_name}`}>
            <EllipsisVertical aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => dialogs.open({ kind: 'edit-project', service, link })}>
            <Pencil aria-hidden />
            Edit Project
          </DropdownMenuItem>
          <DropdownMenuItem
            className="text-destructive focus:text-destructive"
            onSelect={() => dialogs.open({ kind: 'remove-project', service, link })}
          >
            <Trash2 aria-hidden className="!text-destructive" />
            Remove from Service
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}
