CREATE TABLE "audit_counts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"entity_type" text NOT NULL,
	"action" text NOT NULL,
	"events" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_counts" ADD COLUMN "replies" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_counts_user_idx" ON "audit_counts" USING btree ("user_id","entity_type","action");--> statement-breakpoint
CREATE INDEX "email_classifications_replies_order_idx" ON "email_classifications" USING btree ("user_id",coalesce(received_time, '-infinity'::timestamptz) desc,"email_id" DESC NULLS LAST) WHERE in_inbox and (reply_email is not null and (details->>'replyNeeded' is distinct from 'false' or details->>'replyEdited' = 'true'));--> statement-breakpoint
-- Written by hand from here: the Replies screen's total (inbox_counts.replies) and the Audit Log's
-- totals (audit_counts), kept by triggers like the summary's counters (0011, 0012, 0019), so neither
-- list counts its rows on every page.
CREATE OR REPLACE FUNCTION classification_reply_listed(reply_email text, details jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  -- REPLY_LISTED of the schema, where NULL (no replyEdited key) reads as not listed, made a plain boolean for the counters.
  SELECT coalesce(reply_email IS NOT NULL AND (details->>'replyNeeded' IS DISTINCT FROM 'false' OR details->>'replyEdited' = 'true'), false)
$$;--> statement-breakpoint
INSERT INTO inbox_counts (user_id, replies)
SELECT user_id, count(*) FROM email_classifications
 WHERE in_inbox AND classification_reply_listed(reply_email, details)
 GROUP BY user_id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION inbox_counts_classifications_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Share-lock the emails so an archive committing meanwhile either waits for this
  -- transaction (and then updates these rows) or is seen by the correction below.
  PERFORM 1 FROM emails e WHERE e.id IN (SELECT email_id FROM new_rows) ORDER BY e.id FOR SHARE;
  INSERT INTO inbox_counts (user_id, matched, reviewed, p1, p2, p3, p4, replies)
  SELECT user_id, count(*) FILTER (WHERE project_id IS NOT NULL), count(*) FILTER (WHERE approved IS NOT NULL),
         count(*) FILTER (WHERE top_priority = 'P1'), count(*) FILTER (WHERE top_priority = 'P2'),
         count(*) FILTER (WHERE top_priority = 'P3'), count(*) FILTER (WHERE top_priority = 'P4'),
         count(*) FILTER (WHERE classification_reply_listed(reply_email, details))
    FROM new_rows n WHERE in_inbox GROUP BY user_id
  HAVING EXISTS (SELECT 1 FROM users u WHERE u.id = n.user_id);
  UPDATE email_classifications c
     SET in_inbox = email_in_queue(e.is_archived, e.status, e.snoozed_until), received_time = e.received_time
    FROM new_rows n JOIN emails e ON e.id = n.email_id
   WHERE c.id = n.id
     AND (c.in_inbox <> email_in_queue(e.is_archived, e.status, e.snoozed_until) OR c.received_time IS DISTINCT FROM e.received_time);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION inbox_counts_classifications_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inbox_counts (user_id, matched, reviewed, p1, p2, p3, p4, replies)
  SELECT user_id, -count(*) FILTER (WHERE project_id IS NOT NULL), -count(*) FILTER (WHERE approved IS NOT NULL),
         -count(*) FILTER (WHERE top_priority = 'P1'), -count(*) FILTER (WHERE top_priority = 'P2'),
         -count(*) FILTER (WHERE top_priority = 'P3'), -count(*) FILTER (WHERE top_priority = 'P4'),
         -count(*) FILTER (WHERE classification_reply_listed(reply_email, details))
    FROM old_rows o WHERE in_inbox GROUP BY user_id
  HAVING EXISTS (SELECT 1 FROM users u WHERE u.id = o.user_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION inbox_counts_classifications_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inbox_counts (user_id, matched, reviewed, p1, p2, p3, p4, replies)
  SELECT user_id, sum(matched), sum(reviewed), sum(p1), sum(p2), sum(p3), sum(p4), sum(replies)
    FROM (
      SELECT user_id, (project_id IS NOT NULL)::int AS matched, (approved IS NOT NULL)::int AS reviewed,
             (top_priority IS NOT DISTINCT FROM 'P1')::int AS p1, (top_priority IS NOT DISTINCT FROM 'P2')::int AS p2,
             (top_priority IS NOT DISTINCT FROM 'P3')::int AS p3, (top_priority IS NOT DISTINCT FROM 'P4')::int AS p4,
             classification_reply_listed(reply_email, details)::int AS replies
        FROM new_rows WHERE in_inbox
      UNION ALL
      SELECT user_id, -(project_id IS NOT NULL)::int, -(approved IS NOT NULL)::int,
             -(top_priority IS NOT DISTINCT FROM 'P1')::int, -(top_priority IS NOT DISTINCT FROM 'P2')::int,
             -(top_priority IS NOT DISTINCT FROM 'P3')::int, -(top_priority IS NOT DISTINCT FROM 'P4')::int,
             -classification_reply_listed(reply_email, details)::int
        FROM old_rows WHERE in_inbox
    ) d
   GROUP BY user_id
  HAVING (sum(matched) <> 0 OR sum(reviewed) <> 0 OR sum(p1) <> 0 OR sum(p2) <> 0 OR sum(p3) <> 0 OR sum(p4) <> 0 OR sum(replies) <> 0)
     AND EXISTS (SELECT 1 FROM users u WHERE u.id = d.user_id);
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO audit_counts (user_id, entity_type, action, events)
SELECT user_id, entity_type, action, count(*) FROM audit_events GROUP BY user_id, entity_type, action;--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_counts (user_id, entity_type, action, events)
  SELECT user_id, entity_type, action, count(*) FROM new_rows n GROUP BY user_id, entity_type, action
  HAVING EXISTS (SELECT 1 FROM users u WHERE u.id = n.user_id);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A user's deletion cascades into audit_events after the users' trigger removed the user's rows:
-- no delta is kept for a user who no longer exists (as in 0012).
CREATE OR REPLACE FUNCTION audit_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_counts (user_id, entity_type, action, events)
  SELECT user_id, entity_type, action, -count(*) FROM old_rows o GROUP BY user_id, entity_type, action
  HAVING EXISTS (SELECT 1 FROM users u WHERE u.id = o.user_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_counts (user_id, entity_type, action, events)
  SELECT user_id, entity_type, action, sum(events)
    FROM (SELECT user_id, entity_type, action, 1 AS events FROM new_rows
          UNION ALL
          SELECT user_id, entity_type, action, -1 FROM old_rows) d
   GROUP BY user_id, entity_type, action
  HAVING sum(events) <> 0 AND EXISTS (SELECT 1 FROM users u WHERE u.id = d.user_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_counts_users_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM audit_counts WHERE user_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER audit_counts_insert AFTER INSERT ON audit_events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_counts_insert();--> statement-breakpoint
CREATE TRIGGER audit_counts_update AFTER UPDATE ON audit_events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_counts_update();--> statement-breakpoint
CREATE TRIGGER audit_counts_delete AFTER DELETE ON audit_events REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_counts_delete();--> statement-breakpoint
CREATE TRIGGER audit_counts_users_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_counts_users_delete();
