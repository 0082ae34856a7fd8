-- inbox_counts triggers (0011), corrected: a classification with no task counts in no priority
-- (a NULL comparison must not make the whole delta NULL), and no delta is kept for a user
-- who no longer exists. Foreign-key cascades queue their triggers after the statement's own,
-- so when a user is deleted the emails' triggers run after the users' trigger removed the
-- user's rows; they must not append new ones.
CREATE OR REPLACE FUNCTION inbox_counts_emails_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inbox_counts (user_id, inbox, archived)
  SELECT user_id, count(*) FILTER (WHERE email_in_queue(is_archived, status, snoozed_until)),
         count(*) FILTER (WHERE email_archived_visible(is_archived, status))
    FROM new_rows n GROUP BY user_id
  HAVING EXISTS (SELECT 1 FROM users u WHERE u.id = n.user_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION inbox_counts_emails_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inbox_counts (user_id, inbox, archived)
  SELECT user_id, -count(*) FILTER (WHERE email_in_queue(is_archived, status, snoozed_until)),
         -count(*) FILTER (WHERE email_archived_visible(is_archived, status))
    FROM old_rows o GROUP BY user_id
  HAVING EXISTS (SELECT 1 FROM users u WHERE u.id = o.user_id);
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
  HAVING (sum(inbox) <> 0 OR sum(archived) <> 0) AND EXISTS (SELECT 1 FROM users u WHERE u.id = d.user_id);
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
    FROM new_rows n WHERE in_inbox GROUP BY user_id
  HAVING EXISTS (SELECT 1 FROM users u WHERE u.id = n.user_id);
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
    FROM old_rows o WHERE in_inbox GROUP BY user_id
  HAVING EXISTS (SELECT 1 FROM users u WHERE u.id = o.user_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION inbox_counts_classifications_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inbox_counts (user_id, matched, reviewed, p1, p2, p3, p4)
  SELECT user_id, sum(matched), sum(reviewed), sum(p1), sum(p2), sum(p3), sum(p4)
    FROM (
      SELECT user_id, (project_id IS NOT NULL)::int AS matched, (approved IS NOT NULL)::int AS reviewed,
             (top_priority IS NOT DISTINCT FROM 'P1')::int AS p1, (top_priority IS NOT DISTINCT FROM 'P2')::int AS p2,
             (top_priority IS NOT DISTINCT FROM 'P3')::int AS p3, (top_priority IS NOT DISTINCT FROM 'P4')::int AS p4
        FROM new_rows WHERE in_inbox
      UNION ALL
      SELECT user_id, -(project_id IS NOT NULL)::int, -(approved IS NOT NULL)::int,
             -(top_priority IS NOT DISTINCT FROM 'P1')::int, -(top_priority IS NOT DISTINCT FROM 'P2')::int,
             -(top_priority IS NOT DISTINCT FROM 'P3')::int, -(top_priority IS NOT DISTINCT FROM 'P4')::int
        FROM old_rows WHERE in_inbox
    ) d
   GROUP BY user_id
  HAVING (sum(matched) <> 0 OR sum(reviewed) <> 0 OR sum(p1) <> 0 OR sum(p2) <> 0 OR sum(p3) <> 0 OR sum(p4) <> 0)
     AND EXISTS (SELECT 1 FROM users u WHERE u.id = d.user_id);
  RETURN NULL;
END $$;
