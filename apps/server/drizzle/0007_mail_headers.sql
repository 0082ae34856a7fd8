ALTER TABLE "emails" ADD COLUMN "list_headers" jsonb;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "meeting" jsonb;