CREATE TABLE "conversation_states" (
	"user_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"closed_at" timestamp with time zone,
	"remind_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_states_user_id_conversation_id_pk" PRIMARY KEY("user_id","conversation_id")
);
--> statement-breakpoint
CREATE TABLE "followup_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"waiting_days" integer DEFAULT 3 NOT NULL,
	"todo_list_id" text,
	"todo_list_name" text,
	"sent_delta_link" text,
	"todo_delta_link" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_commitments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"sent_message_id" uuid NOT NULL,
	"title" text NOT NULL,
	"due_date" date NOT NULL,
	"sentence" text NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"task_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"message_id" text NOT NULL,
	"internet_message_id" text,
	"conversation_id" text,
	"subject" text,
	"to_recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body_text" text,
	"sent_time" timestamp with time zone,
	"web_link" text,
	"asks" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'synced' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "todo_links" (
	"task_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"list_id" text NOT NULL,
	"todo_task_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_states" ADD CONSTRAINT "conversation_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followup_settings" ADD CONSTRAINT "followup_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_commitments" ADD CONSTRAINT "sent_commitments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_commitments" ADD CONSTRAINT "sent_commitments_sent_message_id_sent_messages_id_fk" FOREIGN KEY ("sent_message_id") REFERENCES "public"."sent_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_commitments" ADD CONSTRAINT "sent_commitments_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_messages" ADD CONSTRAINT "sent_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_links" ADD CONSTRAINT "todo_links_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_links" ADD CONSTRAINT "todo_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sent_commitments_message_title_idx" ON "sent_commitments" USING btree ("sent_message_id","title");--> statement-breakpoint
CREATE INDEX "sent_commitments_user_status_idx" ON "sent_commitments" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "sent_messages_user_message_idx" ON "sent_messages" USING btree ("user_id","message_id");--> statement-breakpoint
CREATE INDEX "sent_messages_user_conversation_idx" ON "sent_messages" USING btree ("user_id","conversation_id","sent_time");--> statement-breakpoint
CREATE INDEX "todo_links_user_status_idx" ON "todo_links" USING btree ("user_id","status");