-- Migration 0025's triggers read the user's address to tell their own mail from received mail, and a
-- change of address raced with them: a sync storing a new email under the old address after the
-- change had recounted left the email listed as received. An advisory lock per user now orders the
-- two (conversations_users_update says how).
CREATE OR REPLACE FUNCTION conversations_refresh(p_users text[], p_convs text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Which received mail is the user's own depends on their address: see conversations_users_update.
  PERFORM pg_advisory_xact_lock_shared(hashtext('conversations_address'), hashtext(u))
     FROM (SELECT DISTINCT u FROM unnest(p_users) AS k(u) WHERE u IS NOT NULL ORDER BY 1) k;
  -- Each row is made if missing and locked, in one order, before the recount: under READ COMMITTED
  -- the recount's statement then sees every write of another transaction that locked the row
  -- before, and one that comes after waits for this one and recounts in turn, so concurrent writers
  -- never leave a conversation stale. A user being deleted gets no rows (the cascade removes them).
  INSERT INTO conversations (user_id, conversation_id)
  SELECT DISTINCT k.u, k.c FROM unnest(p_users, p_convs) AS k(u, c)
   WHERE k.c IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = k.u)
   ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  PERFORM 1 FROM conversations c
   WHERE (c.user_id, c.conversation_id) IN (SELECT k.u, k.c FROM unnest(p_users, p_convs) AS k(u, c))
   ORDER BY c.user_id, c.conversation_id FOR UPDATE;
  UPDATE conversations c
     SET received_email_id = r.id, received_at = r.received_time, reply_needed = coalesce(r.reply_needed, false),
         sent_message_id = s.id, sent_at = s.sent_time, sent_asks = coalesce(s.asks, false)
    FROM (SELECT DISTINCT k.u, k.c FROM unnest(p_users, p_convs) AS k(u, c)) k
    LEFT JOIN LATERAL (
      SELECT e.id, e.received_time, cl.details->>'replyNeeded' = 'true' AS reply_needed
        FROM emails e LEFT JOIN email_classifications cl ON cl.email_id = e.id
       WHERE e.user_id = k.u AND (e.conversation_id = k.c OR (e.conversation_id IS NULL AND e.message_id = k.c))
         AND e.status <> 'deleted' AND e.received_time IS NOT NULL
         AND lower(coalesce(e.from_address, '')) <> (SELECT lower(coalesce(u.email, '')) FROM users u WHERE u.id = k.u)
       ORDER BY e.received_time DESC, e.id LIMIT 1) r ON true
    LEFT JOIN LATERAL (
      SELECT m.id, m.sent_time, m.asks FROM sent_messages m
       WHERE m.user_id = k.u AND m.conversation_id = k.c AND m.status <> 'deleted' AND m.sent_time IS NOT NULL
       ORDER BY m.sent_time DESC, m.id LIMIT 1) s ON true
   WHERE c.user_id = k.u AND c.conversation_id = k.c
     AND (c.received_email_id, c.received_at, c.reply_needed, c.sent_message_id, c.sent_at, c.sent_asks)
         IS DISTINCT FROM (r.id, r.received_time, coalesce(r.reply_needed, false), s.id, s.sent_time, coalesce(s.asks, false));
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION conversations_emails_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Before the address is read below: see conversations_users_update.
  PERFORM pg_advisory_xact_lock_shared(hashtext('conversations_address'), hashtext(user_id))
     FROM (SELECT DISTINCT user_id FROM new_rows ORDER BY 1) k;
  -- A new email can only become its conversation's latest, so it is merged into the row without
  -- reading the rest of the conversation: the upsert locks the row and compares with it as last
  -- committed, so concurrent syncs keep the newest. The user's own mail makes the row too, for a
  -- later change of address to recount.
  INSERT INTO conversations AS c (user_id, conversation_id, received_email_id, received_at, reply_needed)
  SELECT DISTINCT ON (n.user_id, coalesce(n.conversation_id, n.message_id))
         n.user_id, coalesce(n.conversation_id, n.message_id),
         CASE WHEN NOT m.mine THEN n.id END, CASE WHEN NOT m.mine THEN n.received_time END,
         -- Not judged yet: a classification can only follow its email (conversations_judge).
         false
    FROM new_rows n JOIN users u ON u.id = n.user_id
    CROSS JOIN LATERAL (SELECT lower(coalesce(n.from_address, '')) = lower(coalesce(u.email, '')) AS mine) m
   WHERE n.received_time IS NOT NULL AND n.status <> 'deleted'
   ORDER BY n.user_id, coalesce(n.conversation_id, n.message_id), m.mine, n.received_time DESC, n.id
  ON CONFLICT (user_id, conversation_id) DO UPDATE
     SET received_email_id = excluded.received_email_id, received_at = excluded.received_at, reply_needed = excluded.reply_needed
   WHERE excluded.received_at IS NOT NULL
     AND (c.received_at IS NULL OR excluded.received_at > c.received_at
          OR (excluded.received_at = c.received_at AND excluded.received_email_id < c.received_email_id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION conversations_users_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A new address changes which received mail is the user's own. A writer that read the old address
  -- (a new email merged as not the user's, a recount) holds this lock shared until it commits: the
  -- recount below waits for it, then sees its rows, and one that comes after waits for this one and
  -- reads the new address. Row locks alone cannot do it: a row that writer made is not yet visible
  -- here, and a merge that waited on a row lock keeps what it computed before.
  PERFORM pg_advisory_xact_lock(hashtext('conversations_address'), hashtext(n.id))
     FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE lower(coalesce(o.email, '')) IS DISTINCT FROM lower(coalesce(n.email, ''))
    ORDER BY n.id;
  PERFORM conversations_refresh(array_agg(c.user_id), array_agg(c.conversation_id))
     FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN conversations c ON c.user_id = n.id
    WHERE lower(coalesce(o.email, '')) IS DISTINCT FROM lower(coalesce(n.email, ''));
  RETURN NULL;
END $$;
