ALTER TABLE "inbox_counts" ADD COLUMN "processed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand from here: the classifications list's total (GET /classifications, read on every
-- visit of the Sync Dashboard), every processed classification of the user whatever its email's
-- state, kept as the other counters are (0011, 0020): one delta row per statement and user, from the
-- statement's transition tables, so the list no longer counts a million rows.
CREATE OR REPLACE FUNCTION inbox_counts_processed_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO inbox_counts (user_id, processed)
    SELECT user_id, count(*) FROM new_rows n WHERE is_processed GROUP BY user_id
    HAVING EXISTS (SELECT 1 FROM users u WHERE u.id = n.user_id);
  ELSIF TG_OP = 'DELETE' THEN
    -- A user's deletion cascades here after their counters went (inbox_counts_users_delete).
    INSERT INTO inbox_counts (user_id, processed)
    SELECT user_id, -count(*) FROM old_rows o WHERE is_processed GROUP BY user_id
    HAVING EXISTS (SELECT 1 FROM users u WHERE u.id = o.user_id);
  ELSE
    INSERT INTO inbox_counts (user_id, processed)
    SELECT user_id, sum(d) FROM (
      SELECT user_id, is_processed::int AS d FROM new_rows
      UNION ALL
      SELECT user_id, -(is_processed::int) FROM old_rows
    ) k
    GROUP BY user_id
    HAVING sum(d) <> 0 AND EXISTS (SELECT 1 FROM users u WHERE u.id = k.user_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO inbox_counts (user_id, processed)
SELECT user_id, count(*) FROM email_classifications WHERE is_processed GROUP BY user_id;--> statement-breakpoint
CREATE TRIGGER inbox_counts_processed_insert AFTER INSERT ON email_classifications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_processed_change();--> statement-breakpoint
CREATE TRIGGER inbox_counts_processed_update AFTER UPDATE ON email_classifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_processed_change();--> statement-breakpoint
CREATE TRIGGER inbox_counts_processed_delete AFTER DELETE ON email_classifications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_processed_change();
