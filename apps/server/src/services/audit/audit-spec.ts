import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, type AuditAction, type AuditEntityType } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { changedFields } from './snapshot.js';
import { displayName } from './entities.js';

/** What a spec can read about the request: the route's params and body, and (after) its answer. */
export interface AuditContext {
  userId: string;
  params: Record<string, string>;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON answer; undefined before the handler ran. */
  response?: unknown;
}

export interface SummaryInput {
  action: AuditAction;
  entityType: AuditEntityType;
  before: unknown;
  after: unknown;
  context: AuditContext;
}

export interface AuditSpec {
  entityType: AuditEntityType | ((c: AuditContext) => AuditEntityType);
  action: AuditAction | ((c: AuditContext) => AuditAction);
  /** The row the request changes, when the request itself names it (params or body). */
  target?: (c: AuditContext, db: Db) => string | null | undefined | Promise<string | null | undefined>;
  /** The row the request created, read from the answer. */
  created?: (c: AuditContext) => string | null | undefined;
  /** Its own before/after (e.g. a list), read before and after the handler, instead of one row. */
  state?: (db: Db, c: AuditContext) => Promise<unknown>;
  /** What the change produced, from the request and answer, when there is no row to read. */
  result?: (c: AuditContext, db: Db) => unknown;
  summary?: (s: SummaryInput) => string;
}

/** POST/PUT/PATCH/DELETE routes that change nothing (dry runs, suggestions). */
export const READ_ONLY = 'read-only' as const;
/** Routes that change many rows write one entry per row themselves, inside their transaction. */
export const IN_SERVICE = 'in-service' as const;
type RouteAudit = AuditSpec | typeof READ_ONLY | typeof IN_SERVICE;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What the route's audit entry records, declared beside its schema. Every mutating /api/v1
     * route must have one: the audit plugin refuses to register a route without it.
     */
    audit?: RouteAudit;
  }
}

const param = (name: string) => (c: AuditContext) => c.params[name];
export const field = (value: unknown, key: string): string | undefined => {
  const v = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof v === 'string' ? v : undefined;
};
const responseId = (c: AuditContext) => field(c.response, 'id');
export const num = (value: unknown, key: string) => {
  const v = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof v === 'number' ? v : 0;
};
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "Created project 'Harbor View'", "Updated task 'Call Ann' (changed: status, due_date)". */
export function defaultSummary({ action, entityType, before, after }: SummaryInput): string {
  const name = displayName(after) ?? displayName(before);
  const what = AUDIT_ENTITY_LABELS[entityType].toLowerCase();
  const head = `${AUDIT_ACTION_LABELS[action]} ${what}${name ? ` '${name}'` : ''}`;
  if (action !== 'update') return head;
  const changed = changedFields(before, after);
  return changed.length ? `${head} (changed: ${changed.slice(0, 6).join(', ')}${changed.length > 6 ? ', …' : ''})` : head;
}

export const create = (entityType: AuditEntityType, extra: Partial<AuditSpec> = {}): AuditSpec => ({
  entityType,
  action: 'create',
  created: responseId,
  ...extra,
});

export const update = (entityType: AuditEntityType, extra: Partial<AuditSpec> = {}): AuditSpec => ({
  entityType,
  action: 'update',
  target: param('id'),
  ...extra,
});

export const remove = (entityType: AuditEntityType, extra: Partial<AuditSpec> = {}): AuditSpec => ({
  entityType,
  action: 'delete',
  target: param('id'),
  ...extra,
});
