export const ALL = 'all';

export interface AuditFilterState {
  q: string;
  entityType: string;
  action: string;
  page: number;
  pageSize: number;
}

export const DEFAULT_AUDIT_FILTERS: AuditFilterState = { q: '', entityType: ALL, action: ALL, page: 1, pageSize: 20 };

export const AUDIT_PAGE_SIZES = [10, 20, 50, 100] as const;

/** The GET /api/v1/audit query: paging always, filters only when set. */
export function auditQueryParams(f: AuditFilterState): Record<string, string> {
  const params: Record<string, string> = {
    limit: String(f.pageSize),
    offset: String(Math.max(0, (f.page - 1) * f.pageSize)),
  };
  if (f.entityType !== ALL) params.entityType = f.entityType;
  if (f.action !== ALL) params.action = f.action;
  const q = f.q.trim();
  if (q) params.q = q.slice(0, 200);
  return params;
}

export const auditQueryString = (f: AuditFilterState) => new URLSearchParams(auditQueryParams(f)).toString();

export const hasFilters = (f: AuditFilterState) => f.q.trim() !== '' || f.entityType !== ALL || f.action !== ALL;

/** A change of any filter goes back to page 1. */
export function withFilter(f: AuditFilterState, patch: Partial<Omit<AuditFilterState, 'page'>>): AuditFilterState {
  return { ...f, ...patch, page: 1 };
}
