-- Issue 17 item 5: broadcasts expand into the outbox in batches, each remembering where it stopped (the client id
-- reached, the next paced due time, how many were left out and why), so a process killed mid-way resumes there.
ALTER TABLE "broadcasts" ADD COLUMN "expanded_through" bigint;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "expanded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "next_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "left_out" jsonb;--> statement-breakpoint
-- The runner looks for scheduled broadcasts that are due and sending ones not yet finished.
CREATE INDEX "broadcasts_due_idx" ON "broadcasts" USING btree ("status","scheduled_at") WHERE "broadcasts"."status" IN ('scheduled', 'sending');--> statement-breakpoint
-- A broadcast's figures are one grouped count of its rows.
CREATE INDEX "outbox_broadcast_idx" ON "outbox" USING btree ("broadcast_id","status") WHERE "outbox"."broadcast_id" IS NOT NULL;--> statement-breakpoint
-- The frequency cap counts a client's marketing messages sent lately.
CREATE INDEX "outbox_marketing_client_idx" ON "outbox" USING btree ("organization_id","client_id","sent_at") WHERE "outbox"."kind" = 'marketing';--> statement-breakpoint
-- Every way a client left a channel's marketing (the e-mail's one-click link, an SMS STOP): the audience tells
-- "unsubscribed" from "never agreed", and a broadcast counts who left through it.
CREATE TABLE "marketing_unsubscribes" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"client_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"source" text NOT NULL,
	"broadcast_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_unsubscribes_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "marketing_unsubscribes_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX "marketing_unsubscribes_client_idx" ON "marketing_unsubscribes" USING btree ("organization_id","client_id","channel");--> statement-breakpoint
CREATE INDEX "marketing_unsubscribes_broadcast_idx" ON "marketing_unsubscribes" USING btree ("organization_id","broadcast_id") WHERE "marketing_unsubscribes"."broadcast_id" IS NOT NULL;--> statement-breakpoint
-- A branch's saved audiences: the clients list's search and filter under a name.
CREATE TABLE "client_segments" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"name" text NOT NULL,
	"audience" jsonb NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_segments_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "client_segments_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade,
	CONSTRAINT "client_segments_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "branches"("organization_id","id") ON DELETE cascade,
	CONSTRAINT "client_segments_name" UNIQUE("organization_id","branch_id","name")
);
--> statement-breakpoint
-- How much marketing a branch lets out (frequency cap, pace per channel, quiet hours, an SMS part's price): the
-- chain's row (branch_id null) is the default its branches follow until one keeps its own, as notification_rules do.
CREATE TABLE "marketing_settings" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint,
	"settings" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_settings_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "marketing_settings_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade,
	CONSTRAINT "marketing_settings_scope" UNIQUE NULLS NOT DISTINCT("organization_id","branch_id")
);
