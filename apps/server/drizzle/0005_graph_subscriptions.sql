ALTER TABLE "connections" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "subscription_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "subscription_secret" text;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_subscription_id_unique" UNIQUE("subscription_id");