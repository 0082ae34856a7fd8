-- btree_gin is a trusted extension (PostgreSQL 13+), as pg_trgm is: it lets the search index hold the
-- user beside the text's trigrams, so a search reads only that user's candidates. Written by hand.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "tasks_search_idx";--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(project_name, '') || ' ' || coalesce(assignee, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "tasks_user_search_idx" ON "tasks" USING gin ("user_id",search_text gin_trgm_ops);--> statement-breakpoint
-- The new column has no statistics until autovacuum gets to the table; the search plans need them now.
ANALYZE "tasks";
