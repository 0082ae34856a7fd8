ALTER TABLE "import_jobs" ADD COLUMN "source" text DEFAULT 'mailbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "file_path" text;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "bytes_total" bigint;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "bytes_done" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "messages_read" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "duplicates" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "rejected" integer DEFAULT 0 NOT NULL;