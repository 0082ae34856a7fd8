ALTER TABLE "email_classifications" ADD COLUMN "received_time" timestamp with time zone;--> statement-breakpoint
-- Written by hand from here to the index: the copy of the email's received time that the priority
-- order's index needs, kept like in_inbox (0011-0012). A classification takes it when it is inserted
-- (a row trigger reads its email, so no second write of the row); the emails' update trigger copies a
-- change onto the classification (emails first, then classifications: one lock order).
UPDATE email_classifications c SET received_time = e.received_time
  FROM emails e WHERE e.id = c.email_id AND e.received_time IS NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION email_classifications_received_time() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.received_time := (SELECT e.received_time FROM emails e WHERE e.id = NEW.email_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER email_classifications_received_time BEFORE INSERT ON email_classifications
  FOR EACH ROW EXECUTE FUNCTION email_classifications_received_time();--> statement-breakpoint
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
  HAVING (sum(inbox) <> 0 OR sum(archived) <> 0) AND EXISTS (SELECT 1 FROM users u WHERE u.id = d.user_id);
  -- A classification carries its email's queue membership and received time; copying them here
  -- (emails first, then their classifications) keeps one lock order for every writer.
  UPDATE email_classifications c
     SET in_inbox = email_in_queue(n.is_archived, n.status, n.snoozed_until), received_time = n.received_time
    FROM new_rows n
   WHERE c.email_id = n.id
     AND (c.in_inbox <> email_in_queue(n.is_archived, n.status, n.snoozed_until) OR c.received_time IS DISTINCT FROM n.received_time);
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
    FROM new_rows n WHERE in_inbox GROUP BY user_id
  HAVING EXISTS (SELECT 1 FROM users u WHERE u.id = n.user_id);
  UPDATE email_classifications c
     SET in_inbox = email_in_queue(e.is_archived, e.status, e.snoozed_until), received_time = e.received_time
    FROM new_rows n JOIN emails e ON e.id = n.email_id
   WHERE c.id = n.id
     AND (c.in_inbox <> email_in_queue(e.is_archived, e.status, e.snoozed_until) OR c.received_time IS DISTINCT FROM e.received_time);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE INDEX "email_classifications_priority_order_idx" ON "email_classifications" USING btree ("user_id",(case top_priority when 'P1' then 4 when 'P2' then 3 when 'P3' then 2 when 'P4' then 1 else 0 end) desc,coalesce(received_time, '-infinity'::timestamptz) desc,"email_id" DESC NULLS LAST) WHERE in_inbox;
