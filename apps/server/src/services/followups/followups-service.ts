import { and, desc, eq, sql } from 'drizzle-orm';
import {
  FOLLOWUP_ERRORS,
  FOLLOWUP_LIST_LIMIT,
  FOLLOWUP_WINDOW_DAYS,
  REMIND_MAX_DAYS,
  type Commitment,
  type FollowupItem,
  type Followups,
} from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { conversationStates, sentCommitments, sentMessages, users } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/errors.js';
import { readFollowupSettings } from './followup-settings.js';
import { userCalendar, workingDaysSince } from './user-calendar.js';

type Person = { name: string | null; address: string };
type Received = {
  id: string;
  conv: string;
  subject: string | null;
  fromName: string | null;
  fromAddress: string | null;
  at: Date;
  preview: string | null;
  webLink: string | null;
  replyNeeded: boolean;
};
type Sent = { conv: string; subject: string | null; to: Person[]; at: Date; preview: string | null; webLink: string | null; asks: boolean };
type Decision = { closedAt: Date | null; remindAt: Date | null };

const iso = (d: Date) => d.toISOString();

/**
 * The two Follow-ups lists, derived from what is stored at the moment of asking, so every sync
 * (received mail, its classification, sent mail) moves a conversation at once:
 * - Needs reply: its latest message is a received email the classifier judged as needing a reply,
 *   with nothing sent by the user after it.
 * - Waiting on others: its latest message is the user's, and that message asks something.
 * A conversation the user closed stays Done until a newer message arrives; one with a reminder is
 * hidden until then and comes back marked. Oldest first: what has waited longest leads.
 */
export async function listFollowups(db: Db, userId: string, now = new Date()): Promise<Followups> {
  const [settings, calendar, me] = await Promise.all([
    readFollowupSettings(db, userId),
    userCalendar(db, userId),
    db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  const myAddress = (me[0]?.email ?? '').toLowerCase();
  const since = new Date(now.getTime() - FOLLOWUP_WINDOW_DAYS * 86_400_000);
  const received = await db.execute<{
    id: string;
    conv: string;
    subject: string | null;
    from_name: string | null;
    from_address: string | null;
    at: Date;
    preview: string | null;
    web_link: string | null;
    reply_needed: boolean;
  }>(sql`
    select distinct on (conv) e.id, coalesce(e.conversation_id, e.message_id) as conv, e.subject, e.from_name, e.from_address,
      e.received_time as at, e.preview, e.web_link, coalesce((c.details->>'replyNeeded')::boolean, false) as reply_needed
    from emails e left join email_classifications c on c.email_id = e.id and c.user_id = e.user_id
    where e.user_id = ${userId} and e.status <> 'deleted' and e.received_time >= ${iso(since)}
      and lower(coalesce(e.from_address, '')) <> ${myAddress}
    order by conv, e.received_time desc, e.id`);
  const sent = await db.execute<{
    conv: string;
    subject: string | null;
    to_recipients: Person[];
    at: Date;
    body_text: string | null;
    web_link: string | null;
    asks: boolean;
  }>(sql`
    select distinct on (conversation_id) conversation_id as conv, subject, to_recipients, sent_time as at, left(body_text, 300) as body_text, web_link, asks
    from sent_messages
    where user_id = ${userId} and status <> 'deleted' and sent_time >= ${iso(since)} and conversation_id is not null
    order by conversation_id, sent_time desc, id`);
  const decisions = new Map<string, Decision>();
  for (const d of await db.select().from(conversationStates).where(eq(conversationStates.userId, userId))) {
    decisions.set(d.conversationId, { closedAt: d.closedAt, remindAt: d.remindAt });
  }
  const lastReceived = new Map<string, Received>(
    received.rows.map((r) => [
      r.conv,
      {
        id: r.id,
        conv: r.conv,
        subject: r.subject,
        fromName: r.from_name,
        fromAddress: r.from_address,
        at: new Date(r.at),
        preview: r.preview,
        webLink: r.web_link,
        replyNeeded: r.reply_needed,
      },
    ]),
  );
  const lastSent = new Map<string, Sent>(
    sent.rows.map((s) => [
      s.conv,
      {
        conv: s.conv,
        subject: s.subject,
        to: s.to_recipients,
        at: new Date(s.at),
        preview: s.body_text,
        webLink: s.web_link,
        asks: s.asks,
      },
    ]),
  );

  const needsReply: FollowupItem[] = [];
  const waiting: FollowupItem[] = [];
  for (const conv of new Set([...lastReceived.keys(), ...lastSent.keys()])) {
    const r = lastReceived.get(conv);
    const s = lastSent.get(conv);
    const latest = Math.max(r?.at.getTime() ?? 0, s?.at.getTime() ?? 0);
    const decision = decisions.get(conv);
    if (decision?.closedAt && decision.closedAt.getTime() >= latest) continue;
    if (decision?.remindAt && decision.remindAt > now) continue;
    const reminded = !!decision?.remindAt && decision.remindAt.getTime() > latest;
    if (r && (!s || s.at < r.at)) {
      if (!r.replyNeeded) continue;
      const age = workingDaysSince(r.at, now, calendar);
      needsReply.push({
        conversationId: conv,
        state: 'needs_reply',
        subject: r.subject,
        people: r.fromAddress ? [{ name: r.fromName, address: r.fromAddress }] : [],
        preview: r.preview,
        lastMessageAt: iso(r.at),
        ageWorkingDays: age,
        overdue: false,
        reminded,
        emailId: r.id,
        webLink: r.webLink,
      });
    } else if (s?.asks) {
      const age = workingDaysSince(s.at, now, calendar);
      waiting.push({
        conversationId: conv,
        state: 'waiting',
        subject: s.subject ?? r?.subject ?? null,
        people: s.to,
        preview: s.preview,
        lastMessageAt: iso(s.at),
        ageWorkingDays: age,
        overdue: age >= settings.waitingDays,
        reminded,
        emailId: r?.id ?? null,
        webLink: s.webLink,
      });
    }
  }
  const oldestFirst = (a: FollowupItem, b: FollowupItem) =>
    a.lastMessageAt.localeCompare(b.lastMessageAt) || a.conversationId.localeCompare(b.conversationId);
  return {
    needsReply: needsReply.sort(oldestFirst).slice(0, FOLLOWUP_LIST_LIMIT),
    waiting: waiting.sort(oldestFirst).slice(0, FOLLOWUP_LIST_LIMIT),
    commitments: await proposedCommitments(db, userId),
    waitingDays: settings.waitingDays,
  };
}

async function proposedCommitments(db: Db, userId: string): Promise<Commitment[]> {
  const rows = await db
    .select({
      id: sentCommitments.id,
      title: sentCommitments.title,
      dueDate: sentCommitments.dueDate,
      sentence: sentCommitments.sentence,
      subject: sentMessages.subject,
      to: sentMessages.toRecipients,
      sentAt: sentMessages.sentTime,
    })
    .from(sentCommitments)
    .innerJoin(sentMessages, eq(sentMessages.id, sentCommitments.sentMessageId))
    .where(and(eq(sentCommitments.userId, userId), eq(sentCommitments.status, 'proposed'), sql`${sentMessages.status} <> 'deleted'`))
    .orderBy(sentCommitments.dueDate, desc(sentCommitments.createdAt))
    .limit(FOLLOWUP_LIST_LIMIT);
  return rows.map((r) => ({ ...r, sentAt: r.sentAt ? iso(r.sentAt) : null }));
}

/** A conversation of this user: one with stored received or sent mail (404 otherwise, as for anything not theirs). */
async function requireConversation(db: Db, userId: string, conversationId: string): Promise<void> {
  const found = await db.execute(sql`
    select 1 from emails where user_id = ${userId} and coalesce(conversation_id, message_id) = ${conversationId}
    union all select 1 from sent_messages where user_id = ${userId} and conversation_id = ${conversationId} limit 1`);
  if (found.rows.length === 0) throw notFound(FOLLOWUP_ERRORS.conversationNotFound);
}

/** Mark done: closed until a newer message arrives; a pending reminder is dropped. */
export async function closeConversation(db: Db, userId: string, conversationId: string): Promise<{ success: true }> {
  await requireConversation(db, userId, conversationId);
  await db
    .insert(conversationStates)
    .values({ userId, conversationId, closedAt: sql`now()`, remindAt: null })
    .onConflictDoUpdate({
      target: [conversationStates.userId, conversationStates.conversationId],
      set: { closedAt: sql`now()`, remindAt: null, updatedAt: sql`now()` },
    });
  return { success: true };
}

/** Remind me: hidden from Follow-ups until `until`, then back with a badge. */
export async function remindConversation(db: Db, userId: string, conversationId: string, until: Date): Promise<{ success: true }> {
  await requireConversation(db, userId, conversationId);
  if (until.getTime() <= Date.now()) throw badRequest(FOLLOWUP_ERRORS.remindInPast);
  if (until.getTime() > Date.now() + REMIND_MAX_DAYS * 86_400_000) throw badRequest(FOLLOWUP_ERRORS.remindTooFar);
  await db
    .insert(conversationStates)
    .values({ userId, conversationId, remindAt: until, closedAt: null })
    .onConflictDoUpdate({
      target: [conversationStates.userId, conversationStates.conversationId],
      set: { remindAt: until, closedAt: null, updatedAt: sql`now()` },
    });
  return { success: true };
}
