import { LIMITS, type Project } from '@triage/contracts';
import { Pagination } from '@/components/ui/pagination';
import { SortableTableHead } from '@/components/ui/sortable-table-head';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { usePagination } from '@/components/ui/use-pagination';
import type { ProjectActions } from '../hooks/use-project-actions';
import { useProjectTable } from '../hooks/use-project-table';
import type { SortField } from '../lib/project-table';
import { PriorityBadge } from '@/components/priority-badge';
import { ProjectActionsMenu } from './project-actions-menu';
import { ProjectFilterBar } from './project-filter-bar';
import { ProjectSortSelect } from './project-sort-select';
import { ProjectStatusSelect } from './project-status-select';

const COLUMNS: { field: SortField; label: string }[] = [
  { field: 'name', label: 'Project' },
  { field: 'status', label: 'Status' },
  { field: 'context', label: 'Context' },
  { field: 'defaultPriority', label: 'Priority' },
  { field: 'associatedProjects', label: 'Associated Projects' },
  { field: 'otherNames', label: 'Other Names' },
  { field: 'involvedParties', label: 'Involved Parties' },
];

const muted = (text: string | null) => text || <span className="text-muted-foreground">—</span>;

/** Cut to one line in a column, with the whole text on hover; a phone's list line wraps it instead. */
function LongTextCell({ text }: { text: string | null }) {
  return (
    <TableCell className="md:max-w-48 md:truncate" title={text || undefined}>
      {muted(text)}
    </TableCell>
  );
}

export function ProjectTable({ projects, actions }: { projects: Project[]; actions: ProjectActions }) {
  const table = useProjectTable(projects);
  const { pageItems, paginationProps } = usePagination(table.rows, LIMITS.projectsPerPage, JSON.stringify([table.filters, table.sort]));
  return (
    <div className="flex flex-col gap-4">
      <ProjectFilterBar filters={table.filters} onFilterChange={table.setFilter} onClearAll={table.clearAll} />
      <ProjectSortSelect columns={COLUMNS} sort={table.sort} onSortChange={table.setSort} />
      <Table aria-label="Projects table">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {COLUMNS.map(({ field, label }) => (
              <SortableTableHead
                key={field}
                direction={table.sort?.field === field ? table.sort.direction : null}
                onSort={() => table.toggleSort(field)}
              >
                {label}
              </SortableTableHead>
            ))}
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {pageItems.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={COLUMNS.length + 1} className="py-10 text-center text-muted-foreground">
                No projects match the current filters.
              </TableCell>
            </TableRow>
          ) : (
            pageItems.map((project) => (
              <TableRow key={project.id}>
                <TableCell className="font-medium">
                  <span className="flex items-center gap-2">
                    <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: project.color }} aria-hidden />
                    {project.name}
                  </span>
                </TableCell>
                <TableCell>
                  <ProjectStatusSelect project={project} onChange={(s) => actions.changeStatus(project, s)} className="w-32" />
                </TableCell>
                <TableCell>{muted(project.context)}</TableCell>
                <TableCell>
                  <PriorityBadge priority={project.defaultPriority} />
                </TableCell>
                <LongTextCell text={project.associatedProjects} />
                <LongTextCell text={project.otherNames} />
                <LongTextCell text={project.involvedParties} />
                <TableCell className="text-right">
                  <ProjectActionsMenu project={project} actions={actions} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <Pagination {...paginationProps} />
    </div>
  );
}
