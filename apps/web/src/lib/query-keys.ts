/**
 * Every TanStack Query key of the app, in one place. A key's first element names the area; a
 * screen invalidates an area (or a part of it) by its prefix, so the prefixes here are what
 * mutations in other areas rely on (docs/architecture.md, Inside apps/web).
 */
export const queryKeys = {
  auth: {
    all: ['auth'] as const,
    config: ['auth', 'config'] as const,
    me: ['auth', 'me'] as const,
    adminConsent: ['auth', 'admin-consent'] as const,
  },
  emails: {
    /** The Training Center list, each email, and anything else read from /emails. */
    all: ['emails'] as const,
    recommendations: ['emails', 'recommendations'] as const,
    recommendationPage: <P extends object>(params: P) => ['emails', 'recommendations', params] as const,
    recommendation: (id: string) => ['emails', 'recommendation', id] as const,
    detail: (id: string) => ['emails', 'detail', id] as const,
  },
  /**
   * The body of an email a list row left out (it was long). Outside 'emails' on purpose: a body never
   * changes, so the queue's invalidations after every action must not fetch it again.
   */
  emailBody: (id: string) => ['email-body', id] as const,
  replies: {
    all: ['replies'] as const,
    page: (limit: number, offset: number) => ['replies', { limit, offset }] as const,
  },
  tasks: {
    all: ['tasks'] as const,
    page: <Q extends object>(query: Q) => ['tasks', 'page', query] as const,
  },
  projects: ['projects'] as const,
  services: ['services'] as const,
  templates: ['templates'] as const,
  rules: ['rules'] as const,
  contexts: ['contexts'] as const,
  style: ['style'] as const,
  archives: {
    all: ['archives'] as const,
    page: (type: string, limit: number, offset: number) => ['archives', { type, limit, offset }] as const,
  },
  audit: {
    all: ['audit'] as const,
    page: <F extends object>(filters: F) => ['audit', filters] as const,
  },
  training: {
    all: ['training'] as const,
    progress: ['training', 'progress'] as const,
  },
  sync: { status: ['sync', 'status'] as const },
  imports: {
    latest: ['import-emails', 'latest'] as const,
    job: (id: string) => ['import-emails', id] as const,
  },
  classificationProblems: ['classifications', 'problems'] as const,
  connections: ['connections'] as const,
  systemInfo: ['system', 'info'] as const,
  followups: {
    all: ['followups'] as const,
    settings: ['followup-settings'] as const,
  },
  todo: {
    lists: ['todo-lists'] as const,
    failures: ['todo-failures'] as const,
  },
};
