import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { sentCommitments, sentMessages } from '../../src/db/schema/index.js';
import { insertClassification, insertEmail } from './fixtures.js';
import type { Client, TestApp } from './test-app.js';

/** One request to an audited route: where it goes and what it sends. */
export type AuditCall = { url: string; body?: unknown; headers?: Record<string, string> };
type Fixture = () => Promise<AuditCall>;

/**
 * For apps/server/test/api/audit-coverage.test.ts: one request per audited route that succeeds for
 * `me` (signed in as `userId`), each building fresh rows so a fixture never depends on another
 * route's effect. A new route fails the coverage test until it is added here.
 */
export function auditRouteFixtures(t: TestApp, me: Client, userId: string) {
  let n = 0;
  const name = (prefix: string) => `${prefix} ${++n} ${randomUUID().slice(0, 6)}`;
  const ok = async <T = { id: string }>(method: 'POST' | 'PATCH' | 'PUT', url: string, body?: unknown): Promise<T> => {
    const res = await me.request(method, url, body ?? {});
    expect(res.statusCode, `${method} ${url} ${res.body}`).toBeLessThan(300);
    return res.json() as T;
  };

  const project = () => ok('POST', '/api/v1/projects', { name: name('Project') });
  const task = async () => ok('POST', '/api/v1/tasks', { title: name('Task'), project_id: (await project()).id });
  const service = () => ok('POST', '/api/v1/services', { name: name('Service') });
  const serviceProject = async () => {
    const p = await project();
    return ok('POST', `/api/v1/services/${(await service()).id}/projects`, { project_id: p.id, project_name: name('Link') });
  };
  const template = async () => ok('POST', '/api/v1/templates', { name: name('Template'), services: ['Any'], items: ['one'] });
  const rule = async () =>
    ok('POST', '/api/v1/rules', { name: name('Rule'), if: { senderIncludes: ['acme.com'] }, then: { projectId: (await project()).id } });
  const context = () => ok('POST', '/api/v1/contexts', { name: name('Context') });
  const email = () => insertEmail(t.database.db, userId, { subject: name('Email') });
  const classified = async () => {
    const p = await project();
    const e = await email();
    await insertClassification(t.database.db, userId, e.id, {
      projectId: p.id,
      projectName: p.name,
      proposedTasks: [
        { id: 'task-1', title: 'Send the signed lease', priority: 'P2', status: 'pending', projectId: p.id, projectName: p.name },
      ],
    });
    return e;
  };

  const sentMail = async () => {
    const [row] = await t.database.db
      .insert(sentMessages)
      .values({
        userId: userId,
        messageId: randomUUID(),
        conversationId: `conv-${randomUUID()}`,
        subject: name('Sent'),
        sentTime: new Date(),
        asks: true,
      })
      .returning();
    return row!;
  };
  const commitment = async () => {
    const [row] = await t.database.db
      .insert(sentCommitments)
      .values({
        userId: userId,
        sentMessageId: (await sentMail()).id,
        title: name('Send the report'),
        dueDate: '2099-01-01',
        sentence: "I'll send the report by Friday.",
      })
      .returning();
    return row!;
  };

  const fixtures: Record<string, Fixture> = {
    'POST /api/v1/projects': async () => ({ url: '/api/v1/projects', body: { name: name('Project') } }),
    'PATCH /api/v1/projects/:id': async () => ({ url: `/api/v1/projects/${(await project()).id}`, body: { description: 'changed' } }),
    'DELETE /api/v1/projects/:id': async () => ({ url: `/api/v1/projects/${(await project()).id}` }),
    'POST /api/v1/projects/:id/close': async () => ({ url: `/api/v1/projects/${(await project()).id}/close` }),
    'POST /api/v1/projects/:id/open': async () => ({ url: `/api/v1/projects/${(await project()).id}/open` }),
    'POST /api/v1/tasks': async () => ({ url: '/api/v1/tasks', body: { title: name('Task'), project_id: (await project()).id } }),
    'PATCH /api/v1/tasks/:id': async () => ({ url: `/api/v1/tasks/${(await task()).id}`, body: { status: 'in_progress' } }),
    'DELETE /api/v1/tasks/:id': async () => ({ url: `/api/v1/tasks/${(await task()).id}` }),
    'POST /api/v1/services': async () => ({ url: '/api/v1/services', body: { name: name('Service') } }),
    'PATCH /api/v1/services/:id': async () => ({ url: `/api/v1/services/${(await service()).id}`, body: { color: 'bg-red-500' } }),
    'DELETE /api/v1/services/:id': async () => ({ url: `/api/v1/services/${(await service()).id}` }),
    'POST /api/v1/services/:id/projects': async () => {
      const p = await project();
      return { url: `/api/v1/services/${(await service()).id}/projects`, body: { project_id: p.id, project_name: p.id } };
    },
    'PATCH /api/v1/services/projects/:id': async () => ({
      url: `/api/v1/services/projects/${(await serviceProject()).id}`,
      body: { status: 'done' },
    }),
    'DELETE /api/v1/services/projects/:id': async () => ({ url: `/api/v1/services/projects/${(await serviceProject()).id}` }),
    'POST /api/v1/templates': async () => ({ url: '/api/v1/templates', body: { name: name('Template'), services: ['Any'], items: ['a'] } }),
    'PATCH /api/v1/templates/:id': async () => ({ url: `/api/v1/templates/${(await template()).id}`, body: { items: ['a', 'b'] } }),
    'DELETE /api/v1/templates/:id': async () => ({ url: `/api/v1/templates/${(await template()).id}` }),
    'POST /api/v1/rules': async () => ({
      url: '/api/v1/rules',
      body: { name: name('Rule'), if: { subjectIncludes: ['lease'] }, then: { projectId: (await project()).id } },
    }),
    'PATCH /api/v1/rules/:id': async () => ({ url: `/api/v1/rules/${(await rule()).id}`, body: { confidence: 0.9 } }),
    'DELETE /api/v1/rules/:id': async () => ({ url: `/api/v1/rules/${(await rule()).id}` }),
    'POST /api/v1/rules/reorder': async () => {
      await rule();
      await rule();
      const ids = (await me.get('/api/v1/rules')).json().map((r: { id: string }) => r.id);
      return { url: '/api/v1/rules/reorder', body: { ids: [...ids].reverse() } };
    },
    'PUT /api/v1/style': async () => ({
      url: '/api/v1/style',
      body: { ...(await me.get('/api/v1/style')).json(), titleTemplate: `{{subject}} ${name('style')}` },
    }),
    'POST /api/v1/contexts': async () => ({ url: '/api/v1/contexts', body: { name: name('Context') } }),
    'PATCH /api/v1/contexts/:id': async () => ({ url: `/api/v1/contexts/${(await context()).id}`, body: { timezone: 'Asia/Tokyo' } }),
    'DELETE /api/v1/contexts/:id': async () => ({ url: `/api/v1/contexts/${(await context()).id}` }),
    'PATCH /api/v1/connections/:id': async () => {
      const { mailbox } = (await me.get('/api/v1/connections')).json();
      return { url: `/api/v1/connections/${mailbox.id}`, body: { connected: !mailbox.connected } };
    },
    'POST /api/v1/archives/:type/:id/archive': async () => ({ url: `/api/v1/archives/templates/${(await template()).id}/archive` }),
    'POST /api/v1/archives/:type/:id/unarchive': async () => {
      const id = (await task()).id;
      await ok('POST', `/api/v1/archives/tasks/${id}/archive`);
      return { url: `/api/v1/archives/tasks/${id}/unarchive` };
    },
    'POST /api/v1/import': async () => ({
      url: '/api/v1/import',
      body: {
        format: 'triage-config',
        version: 1,
        projects: [],
        services: [],
        templates: [],
        rules: [],
        style: null,
        contexts: [{ name: name('Imported') }],
      },
    }),
    'POST /api/v1/import-emails': async () => ({ url: '/api/v1/import-emails', body: { daysBack: 7 } }),
    'POST /api/v1/import-emails/upload': async () => ({
      url: '/api/v1/import-emails/upload',
      body: Buffer.from(`From: a@example.com\r\nSubject: Upload\r\nMessage-ID: <${randomUUID()}@example.com>\r\n\r\nHello\r\n`),
      headers: { 'content-type': 'message/rfc822', 'x-file-name': 'one.eml' },
    }),
    'POST /api/v1/microsoft/emails/sync': async () => ({ url: '/api/v1/microsoft/emails/sync' }),
    'POST /api/v1/emails/:id/remote-images': async () => ({
      url: `/api/v1/emails/${(await email()).id}/remote-images`,
      body: { allowed: true },
    }),
    'POST /api/v1/emails/:id/read': async () => ({ url: `/api/v1/emails/${(await email()).id}/read` }),
    'POST /api/v1/emails/send': async () => ({
      url: '/api/v1/emails/send',
      body: { to: 'bob@example.com', subject: 'Lease', body: 'Thanks, on it.' },
    }),
    'POST /api/v1/emails/:id/generate-recommendations': async () => ({
      url: `/api/v1/emails/${(await email()).id}/generate-recommendations`,
      body: {},
    }),
    'POST /api/v1/emails/recommendations/process': async () => ({
      url: '/api/v1/emails/recommendations/process',
      body: { emailId: (await classified()).id, action: 'approve_project' },
    }),
    'POST /api/v1/emails/:id/proposed-tasks/remove': async () => ({
      url: `/api/v1/emails/${(await classified()).id}/proposed-tasks/remove`,
      body: { title: 'Send the signed lease' },
    }),
    'POST /api/v1/emails/:id/feedback': async () => ({
      url: `/api/v1/emails/${(await classified()).id}/feedback`,
      body: { feedback: 'Wrong project' },
    }),
    'PATCH /api/v1/emails/:id/reply': async () => ({
      url: `/api/v1/emails/${(await classified()).id}/reply`,
      body: { body: 'Edited reply' },
    }),
    'POST /api/v1/emails/bulk': async () => ({
      url: '/api/v1/emails/bulk',
      body: { action: 'approve_project', emailIds: [(await classified()).id] },
    }),
    'POST /api/v1/predict/accept': async () => ({
      url: '/api/v1/predict/accept',
      body: { title: name('Accepted'), project_id: (await project()).id },
    }),
    'POST /api/v1/followups/conversations/:conversationId/done': async () => ({
      url: `/api/v1/followups/conversations/${(await sentMail()).conversationId}/done`,
    }),
    'POST /api/v1/followups/conversations/:conversationId/remind': async () => ({
      url: `/api/v1/followups/conversations/${(await sentMail()).conversationId}/remind`,
      body: { until: new Date(Date.now() + 86_400_000).toISOString() },
    }),
    'POST /api/v1/followups/commitments/:id/approve': async () => ({
      url: `/api/v1/followups/commitments/${(await commitment()).id}/approve`,
      body: { projectId: (await project()).id },
    }),
    'POST /api/v1/followups/commitments/:id/dismiss': async () => ({
      url: `/api/v1/followups/commitments/${(await commitment()).id}/dismiss`,
    }),
    'PUT /api/v1/followups/settings': async () => ({ url: '/api/v1/followups/settings', body: { waitingDays: 4 } }),
    'PUT /api/v1/todo/list': async () => ({ url: '/api/v1/todo/list', body: { listId: null } }),
    'POST /api/v1/todo/tasks/:id/push': async () => ({ url: `/api/v1/todo/tasks/${(await task()).id}/push` }),
    'POST /api/v1/todo/preview-task': async () => ({ url: '/api/v1/todo/preview-task', body: { title: name('Preview'), priority: 'P2' } }),
  };

  return { fixtures, project };
}
