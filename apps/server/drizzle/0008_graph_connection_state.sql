ALTER TABLE "users" ADD COLUMN "tenant_id" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "web_link" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "read_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "delta_base_url" text;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "problem" text;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "problem_detail" text;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "not_before" timestamp with time zone;