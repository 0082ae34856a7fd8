import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';

/** A conversation's latest messages, as the conversations table holds them (migration 0025). */
export type Latest = {
  conv: string;
  received_email_id: string | null;
  received_at: string | null;
  reply_needed: boolean;
  sent_message_id: string | null;
  sent_at: string | null;
  sent_asks: boolean;
};

/** Every conversation with a message, decided from the messages alone. */
export async function recount(db: Db, userId: string): Promise<Latest[]> {
  const { rows } = await db.execute<Latest>(sql`
    with received as (
      select distinct on (coalesce(e.conversation_id, e.message_id)) coalesce(e.conversation_id, e.message_id) as conv,
             e.id, e.received_time, coalesce(c.details->>'replyNeeded' = 'true', false) as reply_needed
        from emails e left join email_classifications c on c.email_id = e.id
       where e.user_id = ${userId} and e.status <> 'deleted' and e.received_time is not null
         and lower(coalesce(e.from_address, '')) <> (select lower(coalesce(email, '')) from users where id = ${userId})
       order by coalesce(e.conversation_id, e.message_id), e.received_time desc, e.id
    ), sent as (
      select distinct on (conversation_id) conversation_id as conv, id, sent_time, asks
        from sent_messages
       where user_id = ${userId} and status <> 'deleted' and sent_time is not null and conversation_id is not null
       order by conversation_id, sent_time desc, id
    )
    select coalesce(r.conv, s.conv) as conv, r.id as received_email_id, r.received_time::text as received_at,
           coalesce(r.reply_needed, false) as reply_needed, s.id as sent_message_id, s.sent_time::text as sent_at,
           coalesce(s.asks, false) as sent_asks
      from received r full join sent s on s.conv = r.conv
     order by 1`);
  return rows;
}

/** The table's rows that hold a message (a conversation whose messages all went keeps an empty row). */
export async function stored(db: Db, userId: string): Promise<Latest[]> {
  const { rows } = await db.execute<Latest>(sql`
    select conversation_id as conv, received_email_id, received_at::text as received_at, reply_needed,
           sent_message_id, sent_at::text as sent_at, sent_asks
      from conversations
     where user_id = ${userId} and (received_email_id is not null or sent_message_id is not null)
     order by 1`);
  return rows;
}
