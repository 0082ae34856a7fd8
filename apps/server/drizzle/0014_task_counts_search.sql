-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it. Written by
-- hand before the generated statements: the search index below needs it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "task_counts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"in_progress" integer DEFAULT 0 NOT NULL,
	"to_do" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "task_counts_user_idx" ON "task_counts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tasks_search_idx" ON "tasks" USING gin ((coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(project_name, '') || ' ' || coalesce(assignee, '')) gin_trgm_ops);--> statement-breakpoint
-- Written by hand below: the tiles' counters, kept like inbox_counts (0011-0012): one delta
-- row per user per statement, none for a user who no longer exists.
INSERT INTO task_counts (user_id, total, completed, in_progress, to_do)
SELECT user_id, count(*), count(*) FILTER (WHERE status = 'completed'), count(*) FILTER (WHERE status = 'in_progress'), count(*) FILTER (WHERE status = 'to_do')
  FROM tasks GROUP BY user_id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION task_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO task_counts (user_id, total, completed, in_progress, to_do)
    SELECT user_id, count(*), count(*) FILTER (WHERE status = 'completed'), count(*) FILTER (WHERE status = 'in_progress'), count(*) FILTER (WHERE status = 'to_do')
      FROM new_rows n GROUP BY user_id HAVING EXISTS (SELECT 1 FROM users u WHERE u.id = n.user_id);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO task_counts (user_id, total, completed, in_progress, to_do)
    SELECT user_id, -count(*), -count(*) FILTER (WHERE status = 'completed'), -count(*) FILTER (WHERE status = 'in_progress'), -count(*) FILTER (WHERE status = 'to_do')
      FROM old_rows o GROUP BY user_id HAVING EXISTS (SELECT 1 FROM users u WHERE u.id = o.user_id);
  ELSE
    INSERT INTO task_counts (user_id, completed, in_progress, to_do)
    SELECT user_id, sum(completed), sum(in_progress), sum(to_do)
      FROM (
        SELECT user_id, (status = 'completed')::int AS completed, (status = 'in_progress')::int AS in_progress, (status = 'to_do')::int AS to_do FROM new_rows
        UNION ALL
        SELECT user_id, -(status = 'completed')::int, -(status = 'in_progress')::int, -(status = 'to_do')::int FROM old_rows
      ) d
     GROUP BY user_id
    HAVING (sum(completed) <> 0 OR sum(in_progress) <> 0 OR sum(to_do) <> 0) AND EXISTS (SELECT 1 FROM users u WHERE u.id = d.user_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER task_counts_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION task_counts_change();--> statement-breakpoint
CREATE TRIGGER task_counts_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION task_counts_change();--> statement-breakpoint
CREATE TRIGGER task_counts_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION task_counts_change();--> statement-breakpoint
CREATE OR REPLACE FUNCTION task_counts_users_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM task_counts WHERE user_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER task_counts_users_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION task_counts_users_delete();
