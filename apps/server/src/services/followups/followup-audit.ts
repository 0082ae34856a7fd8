import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { conversationStates, sentCommitments } from '../../db/schema/index.js';
import { field, type AuditSpec } from '../audit/audit-spec.js';
import { readFollowupSettings } from './followup-settings.js';

async function conversationDecision(db: Db, userId: string, conversationId: string) {
  const [row] = await db
    .select({ closedAt: conversationStates.closedAt, remindAt: conversationStates.remindAt })
    .from(conversationStates)
    .where(and(eq(conversationStates.userId, userId), eq(conversationStates.conversationId, conversationId)))
    .limit(1);
  return row ?? null;
}

async function commitmentState(db: Db, userId: string, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select({ title: sentCommitments.title, status: sentCommitments.status })
    .from(sentCommitments)
    .where(and(eq(sentCommitments.userId, userId), eq(sentCommitments.id, id)))
    .limit(1);
  return row ?? null;
}

const outcomeOf = (response: unknown) => field(response, 'outcome');

/** Audit entries of the Follow-ups screen and the Microsoft To Do controls. */
export const FOLLOWUP_AUDIT = {
  done: {
    entityType: 'conversation',
    action: 'update',
    target: (c) => c.params.conversationId,
    state: (db, c) => conversationDecision(db, c.userId, c.params.conversationId ?? ''),
    summary: () => 'Marked a conversation done in Follow-ups',
  },
  remind: {
    entityType: 'conversation',
    action: 'update',
    target: (c) => c.params.conversationId,
    result: (c) => ({ remindAt: field(c.body, 'until') ?? null }),
    summary: ({ context }) => `Set a follow-up reminder for ${field(context.body, 'until') ?? 'later'}`,
  },
  approveCommitment: {
    entityType: 'commitment',
    action: 'approve',
    target: (c) => c.params.id,
    result: (c) => ({ taskId: field(c.response, 'taskId') ?? null }),
    summary: () => 'Made a task of a commitment in sent mail',
  },
  dismissCommitment: {
    entityType: 'commitment',
    action: 'reject',
    target: (c) => c.params.id,
    state: (db, c) => commitmentState(db, c.userId, c.params.id ?? ''),
    summary: ({ after }) => `Dismissed the commitment '${(after as { title?: string } | null)?.title ?? ''}' in sent mail`,
  },
  settings: {
    entityType: 'followup_settings',
    action: 'update',
    target: (c) => c.userId,
    state: async (db, c) => ({ waitingDays: (await readFollowupSettings(db, c.userId)).waitingDays }),
    summary: ({ after }) =>
      `Flag waiting conversations after ${(after as { waitingDays?: number } | null)?.waitingDays ?? '?'} working days`,
  },
  todoList: {
    entityType: 'connection',
    action: 'update',
    target: (c) => c.userId,
    state: async (db, c) => {
      const s = await readFollowupSettings(db, c.userId);
      return { todoListId: s.todoListId, todoListName: s.todoListName };
    },
    summary: ({ after }) => {
      const name = (after as { todoListName?: string | null } | null)?.todoListName;
      return name ? `Connected Microsoft To Do list '${name}'` : 'Disconnected Microsoft To Do';
    },
  },
  todoPush: {
    entityType: 'task',
    action: 'sync',
    target: (c) => c.params.id,
    result: (c) => ({ outcome: outcomeOf(c.response) ?? null, todoTaskId: field(c.response, 'todoTaskId') ?? null }),
    summary: ({ after }) => {
      const outcome = (after as { outcome?: string } | null)?.outcome;
      return outcome === 'created'
        ? 'Sent a task to Microsoft To Do'
        : outcome === 'failed'
          ? 'Sending a task to Microsoft To Do failed'
          : 'Microsoft To Do is not connected: task not sent';
    },
  },
  todoPreviewTask: {
    entityType: 'task',
    action: 'create',
    result: (c) => ({
      title: field(c.body, 'title') ?? null,
      outcome: outcomeOf(c.response) ?? null,
      todoTaskId: field(c.response, 'todoTaskId') ?? null,
    }),
    summary: ({ after }) => {
      const a = after as { title?: string; outcome?: string } | null;
      return a?.outcome === 'created'
        ? `Created '${a.title ?? ''}' in Microsoft To Do from Preview & Test`
        : `Preview & Test task '${a?.title ?? ''}': ${a?.outcome === 'failed' ? 'Microsoft To Do failed' : 'dry run'}`;
    },
  },
} satisfies Record<string, AuditSpec>;
