import type { Service } from '@triage/contracts';
import { Archive, Pencil, Plus } from 'lucide-react';
import { ActionsMenu } from '@/components/actions-menu';
import type { ServiceDialogs } from '../hooks/use-service-dialogs';

export function ServiceActionsMenu({ service, dialogs }: { service: Service; dialogs: ServiceDialogs }) {
  return (
    <ActionsMenu
      name={service.name}
      actions={[
        { label: 'Add Project', icon: Plus, onSelect: () => dialogs.open({ kind: 'add-project', service }) },
        { label: 'Edit Service', icon: Pencil, onSelect: () => dialogs.open({ kind: 'edit-service', service }) },
        { label: 'Archive Service', icon: Archive, onSelect: () => dialogs.open({ kind: 'archive-service', service }), separated: true },
      ]}
    />
  );
}
