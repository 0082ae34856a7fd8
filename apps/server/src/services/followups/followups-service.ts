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
/** A conversation's latest received email: only what deciding its list needs. */
type Received = { id: string; conv: string; at: Date };
type Sent = { conv: string; subject: string | null; to: Person[]; at: Date; preview: string | null; webLink: string | null; asks: boolean };
type Decision = { closedAt: Date | null; remindAt: Date | null };
/** What a listed item shows of its email. */
type Shown = {
  subject: string | null;
  fromName: string | null;
  fromAddress: string | null;
  preview: string | null;
  webLink: string | null;
};

const iso = (d: Date) => d.toISOString();

/**
 * The two Follow-ups lists, derived from what is stored at the moment of asking, so every sync
 * (received mail, its classification, sent mail) moves a conversation at once:
 * - Needs reply: its latest message is a received email the classifier judged as needing a reply,
 *   with nothing sent by the user after it.
 * - Waiting on others: its latest message is the user's, and that message asks something.
 * A conversation the user closed stays Done until a newer message arrives; one with a reminder is
 * hidden until then and comes back marked. Oldest first: what has waited longest leads.
 *
 * A busy mailbox has thousands of conversations in the window, so the work is in three steps: each
 * conversation's latest received email (its id and time only), then whether those left for Needs
 * reply need one, then what the listed items show (at most FOLLOWUP_LIST_LIMIT of each kind).
 */
export async function listFollowups(db: Db, userId: string, now = new Date()): Promise<Followups> {
  const [settings, calendar, me] = await Promise.all([
    readFollowupSettings(db, userId),
    userCalendar(db, userId),
    db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  const myAddress = (me[0]?.email ?? '').toLowerCase();
  const since = new Date(now.getTime() - FOLLOWUP_WINDOW_DAYS * 86_400_000);
  const received = await db.execute<{ id: string; conv: string; at: Date }>(sql`
    select distinct on (conv) e.id, coalesce(e.conversation_id, e.message_id) as conv, e.received_time as at
    from emails e
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
  const lastReceived = new Map<string, Received>(received.rows.map((r) => [r.conv, { id: r.id, conv: r.conv, at: new Date(r.at) }]));
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

  type Candidate = { conv: string; at: Date; reminded: boolean; received?: Received; sent?: Sent };
  const unanswered: Candidate[] = [];
  const waiting: Candidate[] = [];
  for (const conv of new Set([...lastReceived.keys(), ...lastSent.keys()])) {
    const r = lastReceived.get(conv);
    const s = lastSent.get(conv);
    const latest = Math.max(r?.at.getTime() ?? 0, s?.at.getTime() ?? 0);
    const decision = decisions.get(conv);
    if (decision?.closedAt && decision.closedAt.getTime() >= latest) continue;
    if (decision?.remindAt && decision.remindAt > now) continue;
    const reminded = !!decision?.remindAt && decision.remindAt.getTime() > latest;
    if (r && (!s || s.at < r.at)) unanswered.push({ conv, at: r.at, reminded, received: r });
    else if (s?.asks) waiting.push({ conv, at: s.at, reminded, received: r, sent: s });
  }
  const needed = await needingReply(
    db,
    userId,
    unanswered.map((c) => c.received!.id),
  );
  const oldestFirst = (a: Candidate, b: Candidate) => a.at.getTime() - b.at.getTime() || a.conv.localeCompare(b.conv);
  const needsReply = unanswered
    .filter((c) => needed.has(c.received!.id))
    .sort(oldestFirst)
    .slice(0, FOLLOWUP_LIST_LIMIT);
  const waitingListed = waiting.sort(oldestFirst).slice(0, FOLLOWUP_LIST_LIMIT);
  const shown = await shownEmails(
    db,
    userId,
    [...needsReply, ...waitingListed].flatMap((c) => (c.received ? [c.received.id] : [])),
  );
  // The age in working days only for the items listed.
  const item = (c: Candidate, state: FollowupItem['state'], overdueAfter: number): FollowupItem => {
    const email = c.received ? shown.get(c.received.id) : undefined;
    const age = workingDaysSince(c.at, now, calendar);
    const common = {
      conversationId: c.conv,
      state,
      lastMessageAt: iso(c.at),
      ageWorkingDays: age,
      overdue: age >= overdueAfter,
      reminded: c.reminded,
    };
    return c.sent
      ? {
          ...common,
          subject: c.sent.subject ?? email?.subject ?? null,
          people: c.sent.to,
          preview: c.sent.preview,
          emailId: c.received?.id ?? null,
          webLink: c.sent.webLink,
        }
      : {
          ...common,
          subject: email?.subject ?? null,
          people: email?.fromAddress ? [{ name: email.fromName, address: email.fromAddress }] : [],
          preview: email?.preview ?? null,
          emailId: c.received!.id,
          webLink: email?.webLink ?? null,
        };
  };
  return {
    needsReply: needsReply.map((c) => item(c, 'needs_reply', Infinity)),
    waiting: waitingListed.map((c) => item(c, 'waiting', settings.waitingDays)),
    commitments: await proposedCommitments(db, userId),
    waitingDays: settings.waitingDays,
  };
}

/** Of these emails, those the classifier judged as needing a reply. */
async function needingReply(db: Db, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.execute<{ email_id: string }>(sql`
    select email_id from email_classifications
    where user_id = ${userId} and email_id = any(${sql.param(ids)}::uuid[]) and coalesce((details->>'replyNeeded')::boolean, false)`);
  return new Set(rows.rows.map((r) => r.email_id));
}

/** What the listed items show of their emails, by id. */
async function shownEmails(db: Db, userId: string, ids: string[]): Promise<Map<string, Shown>> {
  if (ids.length === 0) return new Map();
  const rows = await db.execute<{
    id: string;
    subject: string | null;
    from_name: string | null;
    from_address: string | null;
    preview: string | null;
    web_link: string | null;
  }>(
    sql`select id, subject, from_name, from_address, preview, web_link from emails where user_id = ${userId} and id = any(${sql.param(ids)}::uuid[])`,
  );
  return new Map(
    rows.rows.map((r) => [
      r.id,
      { subject: r.subject, fromName: r.from_name, fromAddress: r.from_address, preview: r.preview, webLink: r.web_link },
    ]),
  );
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
