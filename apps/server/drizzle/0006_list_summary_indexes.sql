-- The most urgent live proposed task's priority of a classification (spec §5 order: 'P1' first); a pure
-- function of the JSON, so PostgreSQL keeps it in a stored generated column. Written by hand before the
-- generated statements: the column below needs it.
CREATE OR REPLACE FUNCTION email_top_priority(tasks jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT min(t->>'priority')
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(tasks) = 'array' THEN tasks ELSE '[]'::jsonb END) t
   WHERE jsonb_typeof(t) = 'object' AND coalesce(t->>'status', 'pending') <> 'rejected'
$$;--> statement-breakpoint
ALTER TABLE "email_classifications" ADD COLUMN "top_priority" text GENERATED ALWAYS AS (email_top_priority(proposed_tasks)) STORED;--> statement-breakpoint
CREATE INDEX "email_classifications_user_summary_idx" ON "email_classifications" USING btree ("user_id","email_id","project_id","approved","top_priority");--> statement-breakpoint
CREATE INDEX "emails_user_inbox_idx" ON "emails" USING btree ("user_id","is_archived","status","id");