CREATE TABLE "conversations" (
	"user_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"received_email_id" uuid,
	"received_at" timestamp with time zone,
	"reply_needed" boolean DEFAULT false NOT NULL,
	"sent_message_id" uuid,
	"sent_at" timestamp with time zone,
	"sent_asks" boolean DEFAULT false NOT NULL,
	CONSTRAINT "conversations_user_id_conversation_id_pk" PRIMARY KEY("user_id","conversation_id")
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_needs_reply_idx" ON "conversations" USING btree ("user_id","received_at","conversation_id") WHERE reply_needed and (sent_at is null or sent_at < received_at);--> statement-breakpoint
CREATE INDEX "conversations_received_email_idx" ON "conversations" USING btree ("received_email_id");--> statement-breakpoint
CREATE INDEX "conversations_waiting_idx" ON "conversations" USING btree ("user_id","sent_at","conversation_id") WHERE sent_asks and (received_at is null or sent_at >= received_at);--> statement-breakpoint
-- Written by hand from here: the triggers that keep conversations current, and its first filling.
-- A conversation's key is coalesce(conversation_id, message_id) for emails (a message without a
-- conversation is its own) and conversation_id for sent messages, as the Follow-ups lists read them.
CREATE OR REPLACE FUNCTION conversations_refresh(p_users text[], p_convs text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
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
CREATE OR REPLACE FUNCTION conversations_emails_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only what decides a conversation's latest received email: the sync's upsert of an unchanged
  -- message, a read or an archive recount nothing.
  PERFORM conversations_refresh(array_agg(k.u), array_agg(k.c)) FROM (
    SELECT o.user_id AS u, coalesce(o.conversation_id, o.message_id) AS c, n.user_id AS nu, coalesce(n.conversation_id, n.message_id) AS nc
      FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.status = 'deleted') IS DISTINCT FROM (n.status = 'deleted')
        OR o.received_time IS DISTINCT FROM n.received_time
        OR coalesce(o.conversation_id, o.message_id) IS DISTINCT FROM coalesce(n.conversation_id, n.message_id)
        OR lower(coalesce(o.from_address, '')) IS DISTINCT FROM lower(coalesce(n.from_address, ''))
        OR o.user_id IS DISTINCT FROM n.user_id
  ) changed CROSS JOIN LATERAL (VALUES (changed.u, changed.c), (changed.nu, changed.nc)) AS k(u, c);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION conversations_emails_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM conversations_refresh(array_agg(user_id), array_agg(coalesce(conversation_id, message_id)))
     FROM old_rows WHERE received_time IS NOT NULL AND status <> 'deleted';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION conversations_sent_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Merged like a new email (conversations_emails_insert).
  INSERT INTO conversations AS c (user_id, conversation_id, sent_message_id, sent_at, sent_asks)
  SELECT DISTINCT ON (n.user_id, n.conversation_id) n.user_id, n.conversation_id, n.id, n.sent_time, n.asks
    FROM new_rows n
   WHERE n.conversation_id IS NOT NULL AND n.sent_time IS NOT NULL AND n.status <> 'deleted'
     AND EXISTS (SELECT 1 FROM users u WHERE u.id = n.user_id)
   ORDER BY n.user_id, n.conversation_id, n.sent_time DESC, n.id
  ON CONFLICT (user_id, conversation_id) DO UPDATE
     SET sent_message_id = excluded.sent_message_id, sent_at = excluded.sent_at, sent_asks = excluded.sent_asks
   WHERE c.sent_at IS NULL OR excluded.sent_at > c.sent_at
      OR (excluded.sent_at = c.sent_at AND excluded.sent_message_id < c.sent_message_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION conversations_sent_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM conversations_refresh(array_agg(k.u), array_agg(k.c)) FROM (
    SELECT o.user_id AS u, o.conversation_id AS c, n.user_id AS nu, n.conversation_id AS nc
      FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.status = 'deleted') IS DISTINCT FROM (n.status = 'deleted')
        OR o.sent_time IS DISTINCT FROM n.sent_time
        OR o.conversation_id IS DISTINCT FROM n.conversation_id
        OR o.asks IS DISTINCT FROM n.asks
        OR o.user_id IS DISTINCT FROM n.user_id
  ) changed CROSS JOIN LATERAL (VALUES (changed.u, changed.c), (changed.nu, changed.nc)) AS k(u, c);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION conversations_sent_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM conversations_refresh(array_agg(user_id), array_agg(conversation_id))
     FROM old_rows WHERE conversation_id IS NOT NULL AND sent_time IS NOT NULL AND status <> 'deleted';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION conversations_judge(p_emails uuid[], p_needed boolean[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- The emails' conversations are locked first, so a recount that is making one of these emails the
  -- latest (a newer one deleted) either finished before the update below looks, or waits and reads
  -- the new judgement.
  PERFORM 1 FROM conversations c
    JOIN emails e ON c.user_id = e.user_id AND c.conversation_id = coalesce(e.conversation_id, e.message_id)
   WHERE e.id = ANY (p_emails)
   ORDER BY c.user_id, c.conversation_id FOR UPDATE OF c;
  UPDATE conversations c SET reply_needed = j.needed
    FROM unnest(p_emails, p_needed) AS j(email_id, needed)
   WHERE c.received_email_id = j.email_id AND c.reply_needed <> j.needed;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION conversations_classifications_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only a reply judgement that turned; a classification removed leaves its email without one.
  IF TG_OP = 'INSERT' THEN
    PERFORM conversations_judge(array_agg(email_id), array_agg(true)) FROM new_rows WHERE details->>'replyNeeded' = 'true';
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM conversations_judge(array_agg(email_id), array_agg(false)) FROM old_rows WHERE details->>'replyNeeded' = 'true';
  ELSE
    PERFORM conversations_judge(array_agg(k.email_id), array_agg(k.needed)) FROM (
      SELECT o.email_id, false AS needed FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE o.details->>'replyNeeded' = 'true' AND (n.details->>'replyNeeded' IS DISTINCT FROM 'true' OR n.email_id <> o.email_id)
      UNION ALL
      SELECT n.email_id, true FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE n.details->>'replyNeeded' = 'true' AND (o.details->>'replyNeeded' IS DISTINCT FROM 'true' OR n.email_id <> o.email_id)
    ) k;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION conversations_users_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A new address changes which received mail is the user's own.
  PERFORM conversations_refresh(array_agg(c.user_id), array_agg(c.conversation_id))
     FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN conversations c ON c.user_id = n.id
    WHERE lower(coalesce(o.email, '')) IS DISTINCT FROM lower(coalesce(n.email, ''));
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO conversations (user_id, conversation_id)
SELECT user_id, coalesce(conversation_id, message_id) FROM emails WHERE received_time IS NOT NULL AND status <> 'deleted'
UNION
SELECT user_id, conversation_id FROM sent_messages WHERE conversation_id IS NOT NULL AND sent_time IS NOT NULL AND status <> 'deleted';--> statement-breakpoint
UPDATE conversations c SET received_email_id = r.id, received_at = r.received_time, reply_needed = coalesce(r.reply_needed, false)
  FROM (SELECT DISTINCT ON (e.user_id, coalesce(e.conversation_id, e.message_id))
               e.user_id, coalesce(e.conversation_id, e.message_id) AS conv, e.id, e.received_time,
               cl.details->>'replyNeeded' = 'true' AS reply_needed
          FROM emails e JOIN users u ON u.id = e.user_id LEFT JOIN email_classifications cl ON cl.email_id = e.id
         WHERE e.status <> 'deleted' AND e.received_time IS NOT NULL
           AND lower(coalesce(e.from_address, '')) <> lower(coalesce(u.email, ''))
         ORDER BY e.user_id, coalesce(e.conversation_id, e.message_id), e.received_time DESC, e.id) r
 WHERE c.user_id = r.user_id AND c.conversation_id = r.conv;--> statement-breakpoint
UPDATE conversations c SET sent_message_id = s.id, sent_at = s.sent_time, sent_asks = s.asks
  FROM (SELECT DISTINCT ON (user_id, conversation_id) user_id, conversation_id, id, sent_time, asks
          FROM sent_messages WHERE conversation_id IS NOT NULL AND sent_time IS NOT NULL AND status <> 'deleted'
         ORDER BY user_id, conversation_id, sent_time DESC, id) s
 WHERE c.user_id = s.user_id AND c.conversation_id = s.conversation_id;--> statement-breakpoint
CREATE TRIGGER conversations_emails_insert AFTER INSERT ON emails REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION conversations_emails_insert();--> statement-breakpoint
CREATE TRIGGER conversations_emails_update AFTER UPDATE ON emails REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION conversations_emails_update();--> statement-breakpoint
CREATE TRIGGER conversations_emails_delete AFTER DELETE ON emails REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION conversations_emails_delete();--> statement-breakpoint
CREATE TRIGGER conversations_sent_insert AFTER INSERT ON sent_messages REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION conversations_sent_insert();--> statement-breakpoint
CREATE TRIGGER conversations_sent_update AFTER UPDATE ON sent_messages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION conversations_sent_update();--> statement-breakpoint
CREATE TRIGGER conversations_sent_delete AFTER DELETE ON sent_messages REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION conversations_sent_delete();--> statement-breakpoint
CREATE TRIGGER conversations_classifications_insert AFTER INSERT ON email_classifications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION conversations_classifications_change();--> statement-breakpoint
CREATE TRIGGER conversations_classifications_update AFTER UPDATE ON email_classifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION conversations_classifications_change();--> statement-breakpoint
CREATE TRIGGER conversations_classifications_delete AFTER DELETE ON email_classifications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION conversations_classifications_change();--> statement-breakpoint
CREATE TRIGGER conversations_users_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION conversations_users_update();
