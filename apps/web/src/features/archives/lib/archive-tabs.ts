import type { ArchiveType } from '@triage/contracts';

/** Tab order of the Archives screen (docs/behaviour.md, Archives: emails, projects, tasks, services, templates). */
export const ARCHIVE_TABS: readonly { type: ArchiveType; label: string; singular: string }[] = [
  { type: 'emails', label: 'Emails', singular: 'email' },
  { type: 'projects', label: 'Projects', singular: 'project' },
  { type: 'tasks', label: 'Tasks', singular: 'task' },
  { type: 'services', label: 'Services', singular: 'service' },
  { type: 'templates', label: 'Templates', singular: 'template' },
];

/** 'Emails (3)'; a type that could not be loaded shows no count. */
export const tabLabel = (label: string, count: number | null) => (count === null ? label : `${label} (${count})`);
