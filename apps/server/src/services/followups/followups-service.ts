import { and, desc, eq, sql } from 'drizzle-orm';
import {
  FOLLOWUP_ERRORS,
  FOLLOWUP_LIST_LIMIT,
  FOLLOWUP_WINDOW_DAYS,
  REMIND_MAX_DAYS,
  type Commitment,
  type FollowupItem,
} from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { conversationStates, sentCommitments, sentMessages } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/errors.js';
import { utf8Of } from '../../http/json-body.js';
import { isoText } from '../mail/email-list-json.js';
import { readFollowupSettings } from './followup-settings.js';
import { userCalendar, workingDaysSince } from './user-calendar.js';

/**
 * A listed conversation as PostgreSQL writes it: which list, when its latest message came (epoch
 * milliseconds, for its age) and the item's JSON but for the age and the overdue flag.
 */
type Listed = { state: FollowupItem['state']; at_ms: number; item: string };

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
 * A busy mailbox has tens of thousands of conversations in the window, so each conversation's
 * latest messages are kept current by triggers (table conversations, migration 0025) and the lists
 * read their oldest FOLLOWUP_LIST_LIMIT items from its indexes. PostgreSQL writes each item's JSON
 * (as for the emails list); the server adds the ages in working days and the frame, and returns
 * the `Followups` body as bytes.
 */
export async function listFollowupsJson(db: Db, userId: string, now = new Date()): Promise<Buffer> {
  const since = iso(new Date(now.getTime() - FOLLOWUP_WINDOW_DAYS * 86_400_000));
  // Oldest first from the two partial indexes; a conversation closed with nothing newer, or with a
  // reminder still ahead, is skipped. A message before the window is as if absent.
  const [settings, calendar, listed, commitments] = await Promise.all([
    readFollowupSettings(db, userId),
    userCalendar(db, userId),
    db.execute<Listed>(sql`
      with listed as (
        (select 'needs_reply' as state, c.conversation_id as conv, c.received_email_id as email_id, null::uuid as sent_id,
                c.received_at as at, coalesce(cs.remind_at > c.received_at, false) as reminded
           from conversations c
           left join conversation_states cs on cs.user_id = c.user_id and cs.conversation_id = c.conversation_id
          where c.user_id = ${userId} and c.reply_needed and (c.sent_at is null or c.sent_at < c.received_at)
            and c.received_at >= ${since}
            and not coalesce(cs.closed_at >= c.received_at, false) and not coalesce(cs.remind_at > ${iso(now)}, false)
          order by c.received_at, c.conversation_id limit ${FOLLOWUP_LIST_LIMIT})
        union all
        (select 'waiting', c.conversation_id, case when c.received_at >= ${since} then c.received_email_id end, c.sent_message_id,
                c.sent_at, coalesce(cs.remind_at > c.sent_at, false)
           from conversations c
           left join conversation_states cs on cs.user_id = c.user_id and cs.conversation_id = c.conversation_id
          where c.user_id = ${userId} and c.sent_asks and (c.received_at is null or c.sent_at >= c.received_at)
            and c.sent_at >= ${since}
            and not coalesce(cs.closed_at >= c.sent_at, false) and not coalesce(cs.remind_at > ${iso(now)}, false)
          order by c.sent_at, c.conversation_id limit ${FOLLOWUP_LIST_LIMIT}))
      -- A waiting item shows the user's message (its subject, else the email's), one that needs a
      -- reply the email and its sender.
      select l.state, (extract(epoch from l.at) * 1000)::float8 as at_ms,
             json_build_object(
               'conversationId', l.conv, 'state', l.state,
               'subject', case when m.found then coalesce(m.subject, e.subject) else e.subject end,
               'people', case when m.found then m.to_recipients::json
                              when e.from_address <> '' then json_build_array(json_build_object('name', e.from_name, 'address', e.from_address))
                              else '[]'::json end,
               'preview', case when m.found then m.preview else e.preview end,
               'lastMessageAt', ${isoText(sql`l.at`)}, 'reminded', l.reminded, 'emailId', l.email_id,
               'webLink', case when m.found then m.web_link else e.web_link end)::text as item
        from listed l
        -- Each item's email and sent message by key: the limit keeps PostgreSQL from flattening these
        -- into joins, which it planned as a read of all the user's sent mail.
        left join lateral (select subject, from_name, from_address, preview, web_link from emails
                            where id = l.email_id and user_id = ${userId} limit 1) e on true
        left join lateral (select true as found, subject, to_recipients, left(body_text, 300) as preview, web_link from sent_messages
                            where id = l.sent_id and user_id = ${userId} limit 1) m on true
       order by l.state, l.at, l.conv`),
    proposedCommitments(db, userId),
  ]);
  // The age in working days only for the items listed, put first in each item's JSON.
  const items = (state: FollowupItem['state'], overdueAfter: number) =>
    listed.rows
      .filter((r) => r.state === state)
      .map((r) => {
        const age = workingDaysSince(new Date(r.at_ms), now, calendar);
        return `{"ageWorkingDays":${age},"overdue":${age >= overdueAfter},${r.item.slice(1)}`;
      })
      .join(',');
  return utf8Of([
    `{"needsReply":[${items('needs_reply', Infinity)}],"waiting":[${items('waiting', settings.waitingDays)}],`,
    `"commitments":${JSON.stringify(commitments)},"waitingDays":${settings.waitingDays}}`,
  ]);
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
