import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useArchiveService } from '../api/archive-service';
import { useDeleteServiceProject } from '../api/delete-service-project';
import type { ServiceDialogs } from '../hooks/use-service-dialogs';
import { ServiceFormDialog } from './service-form-dialog';
import { ServiceProjectDialog } from './service-project-dialog';

/** Renders whichever dialog of the Services screen is open. */
export function ServiceDialogsHost({ dialogs }: { dialogs: ServiceDialogs }) {
  const archive = useArchiveService();
  const removeProject = useDeleteServiceProject();
  const { current, close } = dialogs;
  const onOpenChange = (open: boolean) => !open && close();

  return (
    <>
      <ServiceFormDialog
        open={current?.kind === 'create-service' || current?.kind === 'edit-service'}
        onOpenChange={onOpenChange}
        service={current?.kind === 'edit-service' ? current.service : null}
      />
      {current?.kind === 'add-project' && <ServiceProjectDialog service={current.service} onClose={close} />}
      {current?.kind === 'edit-project' && <ServiceProjectDialog service={current.service} link={current.link} onClose={close} />}
      <ConfirmDialog
        open={current?.kind === 'archive-service'}
        onOpenChange={onOpenChange}
        title="Archive Service"
        description={
          current?.kind === 'archive-service'
            ? `Are you sure you want to archive "${current.service.name}"? You can restore it from Archives.`
            : ''
        }
        confirmLabel="Archive"
        destructive
        onConfirm={() => {
          if (current?.kind !== 'archive-service') return;
          close();
          archive.mutate(current.service, {
            onSuccess: () => toastSuccess('Success', 'Service archived successfully'),
            onError: (error) => toastError('Failed to archive service', error),
          });
        }}
      />
      <ConfirmDialog
        open={current?.kind === 'remove-project'}
        onOpenChange={onOpenChange}
        title="Remove Project"
        description={
          current?.kind === 'remove-project'
            ? `Are you sure you want to remove "${current.link.project_name}" from "${current.service.name}"?`
            : ''
        }
        confirmLabel="Remove"
        destructive
        onConfirm={() => {
          if (current?.kind !== 'remove-project') return;
          close();
          removeProject.mutate(current.link, {
            onSuccess: () => toastSuccess('Success', 'Project removed from service'),
            onError: (error) => toastError('Failed to delete project from service', error),
          });
        }}
      />
    </>
  );
}
