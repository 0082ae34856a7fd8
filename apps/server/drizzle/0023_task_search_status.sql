DROP INDEX "tasks_user_search_idx";--> statement-breakpoint
CREATE INDEX "tasks_user_status_search_idx" ON "tasks" USING gin ("user_id","status",search_text gin_trgm_ops);