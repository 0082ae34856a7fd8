import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditAction, AuditEntityType } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { defaultSummary, IN_SERVICE, READ_ONLY, type AuditContext, type AuditSpec } from './audit-spec.js';
import { insertAuditEvent } from './audit-store.js';
import { LOADERS } from './entities.js';
import { auditSnapshot } from './snapshot.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Pending {
  spec: AuditSpec;
  context: AuditContext;
  entityType: AuditEntityType;
  action: AuditAction;
  targetId: string | null;
  before: unknown;
}

declare module 'fastify' {
  interface FastifyRequest {
    auditPending: Pending | null;
  }
}

const resolve = <T>(value: T | ((c: AuditContext) => T), c: AuditContext): T =>
  typeof value === 'function' ? (value as (c: AuditContext) => T)(c) : value;

async function readRow(db: Db, entityType: AuditEntityType, userId: string, id: string | null) {
  const load = LOADERS[entityType];
  return id && load ? load(db, userId, id) : null;
}

async function begin(db: Db, request: FastifyRequest, spec: AuditSpec): Promise<Pending> {
  const context: AuditContext = {
    userId: request.user!.id,
    params: (request.params ?? {}) as Record<string, string>,
    body: request.body ?? null,
    headers: request.headers,
  };
  const entityType = resolve(spec.entityType, context);
  const action = resolve(spec.action, context);
  const pending: Pending = { spec, context, entityType, action, targetId: null, before: null };
  try {
    pending.targetId = (await spec.target?.(context, db)) ?? null;
    pending.before = spec.state ? await spec.state(db, context) : await readRow(db, entityType, context.userId, pending.targetId);
  } catch (err) {
    // The change itself must not fail because its "before" could not be read; the entry says less.
    request.log.error({ err }, 'audit: reading the row before the change failed');
  }
  return pending;
}

function parsePayload(payload: unknown): unknown {
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function finish(db: Db, request: FastifyRequest, reply: FastifyReply, pending: Pending, payload: unknown) {
  const { spec, entityType, action, targetId } = pending;
  const context = { ...pending.context, response: parsePayload(payload) };
  const entityId = targetId ?? spec.created?.(context) ?? null;
  let after: unknown = null;
  if (spec.result) after = await spec.result(context, db);
  else if (spec.state) after = await spec.state(db, context);
  else if (action !== 'delete') after = await readRow(db, entityType, context.userId, entityId);
  const before = auditSnapshot(pending.before);
  const afterSnapshot = auditSnapshot(after);
  const summaryInput = { action, entityType, before, after: afterSnapshot, context };
  const summary = (spec.summary ?? defaultSummary)(summaryInput).slice(0, 500);
  await insertAuditEvent(db, {
    userId: context.userId,
    action,
    entityType,
    entityId,
    summary,
    before,
    after: afterSnapshot,
    method: request.method,
    path: request.routeOptions.url ?? request.url.split('?')[0]!,
    statusCode: reply.statusCode,
    requestId: request.id,
  });
}

/**
 * The audit log as one mechanism: before a mutating /api/v1 route runs, the row it names is read;
 * when it has answered 2xx, the row (or the created one) is read again and one entry is written
 * with both, scoped to the signed-in user. Failures write nothing. What each entry holds is the
 * route's own `config.audit` (audit-spec.ts). Register before the routes.
 */
export function registerAudit(app: FastifyInstance, db: Db): void {
  app.decorateRequest('auditPending', null);

  // A change the log would miss is refused at start-up, not found later in an empty Audit Log.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url.startsWith('/api/v1/') && methods.some((m) => MUTATING.has(m)) && !route.config?.audit) {
      throw new Error(`${methods.join(',')} ${route.url} declares no audit spec (config.audit)`);
    }
  });

  app.addHook('preHandler', async (request) => {
    const entry = request.routeOptions.config.audit;
    if (!MUTATING.has(request.method) || !entry || !request.user) return;
    if (entry === READ_ONLY || entry === IN_SERVICE) return;
    request.auditPending = await begin(db, request, entry);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const pending = request.auditPending;
    if (!pending || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    request.auditPending = null;
    try {
      await finish(db, request, reply, pending, payload);
    } catch (err) {
      request.log.error({ err }, 'audit: writing the entry failed');
    }
    return payload;
  });
}
