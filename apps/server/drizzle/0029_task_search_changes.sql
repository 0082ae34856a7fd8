ALTER TABLE "tasks" ADD COLUMN "change_xid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "tasks_user_change_idx" ON "tasks" USING btree ("user_id","change_xid");--> statement-breakpoint
-- Written by hand from here: each server process keeps an index of its users' tasks for the search
-- (services/tasks/search-index) and reads back only the rows written since its last look. A row
-- carries the transaction that wrote it; a transaction still running when the index looked has an id
-- at or above that snapshot's xmin, so its rows are read at the next look, whenever it commits.
-- (Deletions leave no row: the index sees them as more entries than the tiles' counters count.)
CREATE OR REPLACE FUNCTION tasks_change_xid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_xid := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER tasks_change_xid BEFORE INSERT OR UPDATE ON tasks
  FOR EACH ROW EXECUTE FUNCTION tasks_change_xid();
