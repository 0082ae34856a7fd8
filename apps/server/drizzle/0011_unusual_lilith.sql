CREATE TABLE "inbox_counts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbox_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"inbox" integer DEFAULT 0 NOT NULL,
	"archived" integer DEFAULT 0 NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"reviewed" integer DEFAULT 0 NOT NULL,
	"p1" integer DEFAULT 0 NOT NULL,
	"p2" integer DEFAULT 0 NOT NULL,
	"p3" integer DEFAULT 0 NOT NULL,
	"p4" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_classifications" ADD COLUMN "in_inbox" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "inbox_counts_user_idx" ON "inbox_counts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "emails_queue_order_idx" ON "emails" USING btree ("user_id",coalesce(received_time, '-infinity'::timestamptz) desc,"id" DESC NULLS LAST) WHERE is_archived = false and status <> 'deleted' and snoozed_until is null;--> statement-breakpoint
CREATE INDEX "emails_archive_order_idx" ON "emails" USING btree ("user_id",coalesce(archived_at, '-infinity'::timestamptz) desc,"id" DESC NULLS LAST) WHERE is_archived = true and status <> 'deleted';--> statement-breakpoint
-- Written by hand below: the triggers that keep inbox_counts (see src/db/schema/inbox-counts.ts).
-- Every statement-level trigger appends one delta row per user its statement touched.
-- The queue (the inbox) is what the lists show: not archived, not deleted, not snoozed.
CREATE OR REPLACE FUNCTION email_in_queue(is_archived boolean, status text, snoozed_until timestamptz) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT NOT is_archived AND status <> 'deleted' AND snoozed_until IS NULL
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION email_archived_visible(is_archived boolean, status text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT is_archived AND status <> 'deleted'
$$;--> statement-breakpoint
-- Existing rows, before any trigger exists: queue membership, then one row of totals per user.
UPDATE email_classifications c SET in_inbox = false
  FROM emails e WHERE e.id = c.email_id AND NOT email_in_queue(e.is_archived, e.status, e.snoozed_until);--> statement-breakpoint
INSERT INTO inbox_counts (user_id, inbox, archived, matched, reviewed, p1, p2, p3, p4)
SELECT e.user_id,
       count(*) FILTER (WHERE email_in_queue(e.is_archived, e.status, e.snoozed_until)),
       count(*) FILTER (WHERE email_archived_visible(e.is_archived, e.status)),
       count(*) FILTER (WHERE c.in_inbox AND c.project_id IS NOT NULL),
       count(*) FILTER (WHERE c.in_inbox AND c.approved IS NOT NULL),
       count(*) FILTER (WHERE c.in_inbox AND c.top_priority = 'P1'),
       count(*) FILTER (WHERE c.in_inbox AND c.top_priority = 'P2'),
       count(*) FILTER (WHERE c.in_inbox AND c.top_priority = 'P3'),
       count(*) FILTER (WHERE c.in_inbox AND c.top_priority = 'P4')
  FROM emails e LEFT JOIN email_classifications c ON c.email_id = e.id
 GROUP BY e.user_id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION inbox_counts_emails_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inbox_counts (user_id, inbox, archived)
  SELECT user_id, count(*) FILTER (WHERE email_in_queue(is_archived, status, snoozed_until)),
         count(*) FILTER (WHERE email_archived_visible(is_archived, status))
    FROM new_rows GROUP BY user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION inbox_counts_emails_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inbox_counts (user_id, inbox, archived)
  SELECT user_id, -count(*) FILTER (WHERE email_in_queue(is_archived, status, snoozed_until)),
         -count(*) FILTER (WHERE email_archived_visible(is_archived, status))
    FROM old_rows GROUP BY user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION inbox_counts_emails_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inbox_counts (user_id, inbox, archived)
  SELECT user_id, sum(inbox), sum(archived)
    FROM (
      SELECT user_id, email_in_queue(is_archived, status, snoozed_until)::int AS inbox, email_archived_visible(is_archived, status)::int AS archived
        FROM new_rows
      UNION ALL
      SELECT user_id, -email_in_queue(is_archived, status, snoozed_until)::int, -email_archived_visible(is_archived, status)::int
        FROM old_rows
    ) d
   GROUP BY user_id
  HAVING sum(inbox) <> 0 OR sum(archived) <> 0;
  -- A classification carries its email's queue membership; copying it here (emails first,
  -- then their classifications) keeps one lock order for every writer.
  UPDATE email_classifications c
     SET in_inbox = email_in_queue(n.is_archived, n.status, n.snoozed_until)
    FROM new_rows n
   WHERE c.email_id = n.id AND c.in_inbox <> email_in_queue(n.is_archived, n.status, n.snoozed_until);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION inbox_counts_classifications_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Share-lock the emails so an archive committing meanwhile either waits for this
  -- transaction (and then updates these rows) or is seen by the correction below.
  PERFORM 1 FROM emails e WHERE e.id IN (SELECT email_id FROM new_rows) ORDER BY e.id FOR SHARE;
  INSERT INTO inbox_counts (user_id, matched, reviewed, p1, p2, p3, p4)
  SELECT user_id, count(*) FILTER (WHERE project_id IS NOT NULL), count(*) FILTER (WHERE approved IS NOT NULL),
         count(*) FILTER (WHERE top_priority = 'P1'), count(*) FILTER (WHERE top_priority = 'P2'),
         count(*) FILTER (WHERE top_priority = 'P3'), count(*) FILTER (WHERE top_priority = 'P4')
    FROM new_rows WHERE in_inbox GROUP BY user_id;
  UPDATE email_classifications c
     SET in_inbox = email_in_queue(e.is_archived, e.status, e.snoozed_until)
    FROM new_rows n JOIN emails e ON e.id = n.email_id
   WHERE c.id = n.id AND c.in_inbox <> email_in_queue(e.is_archived, e.status, e.snoozed_until);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION inbox_counts_classifications_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inbox_counts (user_id, matched, reviewed, p1, p2, p3, p4)
  SELECT user_id, -count(*) FILTER (WHERE project_id IS NOT NULL), -count(*) FILTER (WHERE approved IS NOT NULL),
         -count(*) FILTER (WHERE top_priority = 'P1'), -count(*) FILTER (WHERE top_priority = 'P2'),
         -count(*) FILTER (WHERE top_priority = 'P3'), -count(*) FILTER (WHERE top_priority = 'P4')
    FROM old_rows WHERE in_inbox GROUP BY user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION inbox_counts_classifications_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inbox_counts (user_id, matched, reviewed, p1, p2, p3, p4)
  SELECT user_id, sum(matched), sum(reviewed), sum(p1), sum(p2), sum(p3), sum(p4)
    FROM (
      SELECT user_id, (project_id IS NOT NULL)::int AS matched, (approved IS NOT NULL)::int AS reviewed,
             (top_priority = 'P1')::int AS p1, (top_priority = 'P2')::int AS p2, (top_priority = 'P3')::int AS p3, (top_priority = 'P4')::int AS p4
        FROM new_rows WHERE in_inbox
      UNION ALL
      SELECT user_id, -(project_id IS NOT NULL)::int, -(approved IS NOT NULL)::int,
             -(top_priority = 'P1')::int, -(top_priority = 'P2')::int, -(top_priority = 'P3')::int, -(top_priority = 'P4')::int
        FROM old_rows WHERE in_inbox
    ) d
   GROUP BY user_id
  HAVING sum(matched) <> 0 OR sum(reviewed) <> 0 OR sum(p1) <> 0 OR sum(p2) <> 0 OR sum(p3) <> 0 OR sum(p4) <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Deltas have no foreign key (a user's deletion cascades into emails whose triggers still
-- append), so the user's rows go once the whole deletion is done.
CREATE OR REPLACE FUNCTION inbox_counts_users_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM inbox_counts WHERE user_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END $$;--> statement-breakpoint
-- PostgreSQL allows transition tables on single-event triggers only, hence one per event.
CREATE TRIGGER inbox_counts_emails_insert AFTER INSERT ON emails REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_emails_insert();--> statement-breakpoint
CREATE TRIGGER inbox_counts_emails_update AFTER UPDATE ON emails REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_emails_update();--> statement-breakpoint
CREATE TRIGGER inbox_counts_emails_delete AFTER DELETE ON emails REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_emails_delete();--> statement-breakpoint
CREATE TRIGGER inbox_counts_classifications_insert AFTER INSERT ON email_classifications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_classifications_insert();--> statement-breakpoint
CREATE TRIGGER inbox_counts_classifications_update AFTER UPDATE ON email_classifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_classifications_update();--> statement-breakpoint
CREATE TRIGGER inbox_counts_classifications_delete AFTER DELETE ON email_classifications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_classifications_delete();--> statement-breakpoint
CREATE TRIGGER inbox_counts_users_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_users_delete();
