-- Issue 17: the outbox becomes the message log and the delivery queue of every notification and broadcast.
ALTER TABLE "outbox" ADD COLUMN "branch_id" bigint;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "kind" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "priority" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "event" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "recipient_type" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "client_id" bigint;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "order_id" bigint;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "employee_id" bigint;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "user_id" bigint;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "broadcast_id" bigint;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
DROP INDEX "outbox_pending_idx";--> statement-breakpoint
-- Claimed by priority, then due time: broadcasts (9) never hold up codes (0) or reminders (1).
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("priority","next_attempt_at") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_key" ON "outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "outbox_branch_idx" ON "outbox" USING btree ("organization_id","branch_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_client_idx" ON "outbox" USING btree ("organization_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_order_idx" ON "outbox" USING btree ("organization_id","order_id");--> statement-breakpoint
CREATE INDEX "outbox_user_feed_idx" ON "outbox" USING btree ("user_id","channel","created_at");--> statement-breakpoint
CREATE INDEX "outbox_provider_message_idx" ON "outbox" USING btree ("provider","provider_message_id");--> statement-breakpoint
CREATE TABLE "notification_rules" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint,
	"event" text NOT NULL,
	"enabled" boolean NOT NULL,
	"channels" text[] NOT NULL,
	"settings" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_rules_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "notification_rules_scope" UNIQUE NULLS NOT DISTINCT("organization_id","branch_id","event"),
	CONSTRAINT "notification_rules_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade
);--> statement-breakpoint
CREATE TABLE "message_templates" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"language" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "message_templates_scope" UNIQUE NULLS NOT DISTINCT("organization_id","branch_id","event","channel","language"),
	CONSTRAINT "message_templates_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade
);--> statement-breakpoint
CREATE TABLE "integrations" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint,
	"provider" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sealed_secrets" bytea,
	"callback_token" text NOT NULL,
	"last_error" text,
	"failing_since" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integrations_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "integrations_scope" UNIQUE NULLS NOT DISTINCT("organization_id","branch_id","provider"),
	CONSTRAINT "integrations_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade
);--> statement-breakpoint
CREATE UNIQUE INDEX "integrations_callback_token" ON "integrations" USING btree ("callback_token");--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" bigint PRIMARY KEY DEFAULT nextval('entity_id_seq') NOT NULL,
	"user_id" bigint NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "telegram_link_codes" (
	"id" bigint PRIMARY KEY DEFAULT nextval('entity_id_seq') NOT NULL,
	"organization_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"recipient_type" text NOT NULL,
	"client_id" bigint,
	"employee_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "telegram_link_codes_hash" ON "telegram_link_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE TABLE "employee_telegram_chats" (
	"organization_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"chat_id" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "employee_telegram_chats_employee" ON "employee_telegram_chats" USING btree ("organization_id","employee_id");--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"name" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"audience" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcasts_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "broadcasts_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX "broadcasts_branch_idx" ON "broadcasts" USING btree ("organization_id","branch_id","created_at");
