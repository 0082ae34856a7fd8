import { LIMITS, type ServiceProject } from '@triage/contracts';

export interface ServiceProjectSplit {
  active: ServiceProject[];
  done: ServiceProject[];
  /** The active projects shown before '+n more'. */
  shown: ServiceProject[];
  /** How many active projects '+n more' stands for (0: no such line). */
  moreCount: number;
}

/** The card (docs/behaviour.md, Services): done projects apart; up to 3 active names, then '+n more'. */
export function splitServiceProjects(projects: readonly ServiceProject[], limit: number = LIMITS.serviceActiveNames): ServiceProjectSplit {
  const active = projects.filter((p) => p.status !== 'done');
  const done = projects.filter((p) => p.status === 'done');
  return { active, done, shown: active.slice(0, limit), moreCount: Math.max(0, active.length - limit) };
}

export const SERVICE_PROJECT_STATUS_LABELS: Record<ServiceProject['status'], string> = {
  open: 'Open',
  in_progress: 'In Progress',
  done: 'Done',
};

/** Card texts, verbatim (docs/behaviour.md, Services): 'n total projects' and 'n active'. */
export const totalProjectsLabel = (n: number) => `${n} total projects`;
export const activeLabel = (n: number) => `${n} active`;
export const completedLabel = (n: number) => `View completed projects (${n})`;
