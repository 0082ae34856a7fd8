import type { Service } from '@triage/contracts';
import { Archive, EllipsisVertical, Pencil, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { ServiceDialogs } from '../hooks/use-service-dialogs';

export function ServiceActionsMenu({ service, dialogs }: { service: Service; dialogs: ServiceDialogs }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`Actions for ${service.name}`}>
          <EllipsisVertical aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => dialogs.open({ kind: 'add-project', service })}>
          <Plus aria-hidden />
          Add Project
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => dialogs.open({ kind: 'edit-service', service })}>
          <Pencil aria-hidden />
          Edit Service
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => dialogs.open({ kind: 'archive-service', service })}>
          <Archive aria-hidden />
          Archive Service
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
