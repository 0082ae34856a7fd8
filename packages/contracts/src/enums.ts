/** Enumerations and business constants (docs/behaviour.md, Entities and Constants and limits). */

export const PRIORITIES = ['P1', 'P2', 'P3', 'P4'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PRIORITY_LABELS: Record<Priority, string> = {
  P1: 'Critical',
  P2: 'High',
  P3: 'Medium',
  P4: 'Low',
};
export const RULE_PRIORITY_LABELS: Record<Priority, string> = {
  P1: 'P1 Urgent',
  P2: 'P2 High',
  P3: 'P3 Medium',
  P4: 'P4 Low',
};

export const TASK_STATUSES = ['to_do', 'in_progress', 'completed', 'archived'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  to_do: 'To Do',
  in_progress: 'In Progress',
  completed: 'Completed',
  archived: 'Archived',
};

export const PROJECT_STATUSES = ['open', 'in_progress', 'closing', 'done', 'archived'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  closing: 'Closing',
  done: 'Done',
  archived: 'Archived',
};

export const PROJECT_TYPES = ['Project', 'Area'] as const;
export const PROJECT_CONTEXTS = ['Central Process', 'Managed Property', 'Operating Company', 'Personal'] as const;
export const DUE_RULES = ['next_business_day', 'parse', '48h'] as const;
export const DUE_PARSERS = ['prefer_explicit', 'fallback_next_business_day'] as const;

export const SERVICE_PROJECT_STATUSES = ['open', 'in_progress', 'done'] as const;

/** Ten service colours, stored as bg-(colour)-500; blue is the default. */
export const SERVICE_COLOR_NAMES = ['Blue', 'Green', 'Yellow', 'Purple', 'Orange', 'Red', 'Pink', 'Indigo', 'Teal', 'Cyan'] as const;
export const SERVICE_COLORS = SERVICE_COLOR_NAMES.map((name) => `bg-${name.toLowerCase()}-500`);
export const DEFAULT_SERVICE_COLOR = 'bg-blue-500';

/** Twelve project colours; the first is the default for a new project. */
export const PROJECT_COLORS = [
  '#3b82f6',
  '#22c55e',
  '#eab308',
  '#a855f7',
  '#f97316',
  '#ef4444',
  '#ec4899',
  '#6366f1',
  '#14b8a6',
  '#06b6d4',
  '#84cc16',
  '#64748b',
] as const;
/** Twelve context colours. */
export const CONTEXT_COLORS = [
  '#0ea5e9',
  '#10b981',
  '#f59e0b',
  '#8b5cf6',
  '#f43f5e',
  '#14b8a6',
  '#6366f1',
  '#d946ef',
  '#84cc16',
  '#f97316',
  '#06b6d4',
  '#78716c',
] as const;

export const TIME_ZONES = [
  { value: 'America/New_York', label: 'New York' },
  { value: 'America/Los_Angeles', label: 'Los Angeles' },
  { value: 'America/Chicago', label: 'Chicago' },
  { value: 'Europe/London', label: 'London' },
  { value: 'Europe/Paris', label: 'Paris' },
  { value: 'Asia/Tokyo', label: 'Tokyo' },
  { value: 'Asia/Shanghai', label: 'Shanghai' },
  { value: 'Australia/Sydney', label: 'Sydney' },
] as const;
export const DEFAULT_TIME_ZONE = 'America/New_York';
export const DEFAULT_WORKING_HOURS = { start: '09:00', end: '17:00', days: [1, 2, 3, 4, 5] };

export const URGENCY_LEVELS = ['low', 'normal', 'high', 'critical'] as const;
export const DEFAULT_URGENCY_MAP = { low: 'P4', normal: 'P3', high: 'P2', critical: 'P1' } as const;

export const LIMITS = {
  emailFetchLimit: 50,
  emailPageSizes: [5, 10, 15],
  replyPageSizes: [5, 10, 15],
  replyPageSize: 10,
  genericPageSizes: [5, 10, 20, 50],
  projectsPerPage: 10,
  tasksPerPage: 10,
  servicePageSizes: [6, 9, 12, 18],
  servicePageSize: 9,
  templatePageSizes: [4, 8, 12, 16],
  templatePageSize: 8,
  previewLength: 200,
  /**
   * Longest body (UTF-8 bytes of the stored, sanitised text) a list row of the queue or Replies
   * carries: a collapsed card shows only its preview, and a newsletter's HTML is 20 KB or more, so a
   * longer body is fetched when its card is opened or focused (docs/decisions.md).
   */
  listBodyMaxBytes: 8 * 1024,
  classifierBodyLimit: 10000,
  providerFetchTop: 25,
  checklistPreview: 3,
  templatePreview: 4,
  serviceActiveNames: 3,
  importDaysBackDefault: 30,
  importDaysBackMin: 1,
  importDaysBackMax: 365,
  /** Largest mail file upload: a Google Takeout mbox is split at 2 GB, with room for the headers of a bigger export. */
  uploadMaxBytes: 4 * 1024 * 1024 * 1024,
  ruleConfidenceDefault: 0.65,
  ruleConfidenceStep: 0.05,
  suggestedTaskConfidence: 0.8,
  suggestedTaskDueDays: 7,
  defaultTaskPriority: 'P3',
  defaultSuggestedTaskPriority: 'P2',
} as const;
