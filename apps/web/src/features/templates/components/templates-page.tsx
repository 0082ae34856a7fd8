import { LIMITS, type Template } from '@triage/contracts';
import { LayoutTemplate, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { usePagination } from '@/components/ui/use-pagination';
import { useArchiveTemplate } from '../api/archive-template';
import { useTemplates } from '../api/get-templates';
import { TemplateCard } from './template-card';
import { TemplateFormDialog } from './template-form-dialog';

export function TemplatesPage() {
  const templates = useTemplates();
  const archive = useArchiveTemplate();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Template | null>(null);
  const [archiving, setArchiving] = useState<Template | null>(null);
  const list = templates.data ?? [];
  const { pageItems, paginationProps } = usePagination(list, LIMITS.templatePageSize);

  const openForm = (template: Template | null) => {
    setEditing(template);
    setFormOpen(true);
  };
  const confirmArchive = () => {
    if (!archiving) return;
    const template = archiving;
    setArchiving(null);
    archive.mutate(template, {
      onSuccess: () => toastSuccess('Success', 'Template archived successfully'),
      onError: (error) => toastError('Failed to archive template', error),
    });
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader
        title="Templates"
        description="Manage checklist templates that are automatically applied to tasks from emails"
        actions={
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden />
            Add Template
          </Button>
        }
      />
      {templates.isPending ? (
        <LoadingState text="Loading templates..." />
      ) : templates.isError ? (
        <ErrorState title="Failed to load templates" error={templates.error} onRetry={() => templates.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={LayoutTemplate}
          title="No templates yet"
          description="Create your first checklist template to get started."
          action={
            <Button onClick={() => openForm(null)}>
              <Plus aria-hidden />
              Add Template
            </Button>
          }
        />
      ) : (
        <>
          <ul aria-label="Templates" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {pageItems.map((template) => (
              <li key={template.id}>
                <TemplateCard template={template} onEdit={openForm} onArchive={setArchiving} />
              </li>
            ))}
          </ul>
          <Pagination {...paginationProps} pageSizeOptions={LIMITS.templatePageSizes} />
        </>
      )}
      <TemplateFormDialog open={formOpen} onOpenChange={setFormOpen} template={editing} />
      <ConfirmDialog
        open={archiving !== null}
        onOpenChange={(open) => !open && setArchiving(null)}
        title="Archive Template"
        description={`Are you sure you want to archive "${archiving?.name ?? ''}"? You can restore it from Archives.`}
        confirmLabel="Archive"
        destructive
        onConfirm={confirmArchive}
      />
    </div>
  );
}
