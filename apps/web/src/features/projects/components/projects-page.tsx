import type { Project } from '@triage/contracts';
import { FolderKanban, LayoutList, Plus, Table2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { useDeleteProject } from '../api/delete-project';
import { useProjects } from '../api/get-projects';
import { useProjectActions } from '../hooks/use-project-actions';
import { DeleteProjectDialog } from './delete-project-dialog';
import { ProjectFormDialog } from './project-form-dialog';
import { ProjectList } from './project-list';
import { ProjectTable } from './project-table';

type View = 'list' | 'table';

export function ProjectsPage() {
  const projects = useProjects();
  const [view, setView] = useState<View>('list');
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Project | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const deleteProject = useDeleteProject();

  const openCreate = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const actions = useProjectActions({
    edit: (project) => {
      setEditing(project);
      setFormOpen(true);
    },
    remove: setDeleting,
  });
  const confirmDelete = (project: Project) => {
    setDeleting(null);
    deleteProject.mutate(project, {
      onSuccess: () => toastSuccess('Project Deleted'),
      onError: (error) => toastError('Failed to delete project', error),
    });
  };

  const list = projects.data ?? [];
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader
        title="Projects"
        description="Manage your project settings"
        actions={
          <>
            {list.length > 0 && (
              <ToggleGroup type="single" value={view} onValueChange={(v) => setView(v as View)} aria-label="View">
                <ToggleGroupItem value="list" aria-label="List view">
                  <LayoutList aria-hidden />
                  List
                </ToggleGroupItem>
                <ToggleGroupItem value="table" aria-label="Table view">
                  <Table2 aria-hidden />
                  Table
                </ToggleGroupItem>
              </ToggleGroup>
            )}
            <Button onClick={openCreate}>
              <Plus aria-hidden />
              Add Project
            </Button>
          </>
        }
      />
      {projects.isPending ? (
        <LoadingState text="Loading projects..." />
      ) : projects.isError ? (
        <ErrorState title="Failed to load projects" error={projects.error} onRetry={() => projects.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={FolderKanban}
          title="No projects yet"
          description="Create your first project to start organizing your tasks"
          action={
            <Button onClick={openCreate}>
              <Plus aria-hidden />
              Create Project
            </Button>
          }
        />
      ) : view === 'list' ? (
        <ProjectList projects={list} actions={actions} />
      ) : (
        <ProjectTable projects={list} actions={actions} />
      )}
      <ProjectFormDialog open={formOpen} onOpenChange={setFormOpen} project={editing} />
      <DeleteProjectDialog project={deleting} onOpenChange={(open) => !open && setDeleting(null)} onConfirm={confirmDelete} />
    </div>
  );
}
