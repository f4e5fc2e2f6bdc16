-- Issue 19, deliverable 6 (docs/webhooks.md): a chain's webhook endpoints (the signing secret sealed like the
-- integrations' secrets), the deliveries written with the change they tell of and claimed by the worker with SKIP
-- LOCKED, and every attempt's answer for the log.
CREATE TABLE "webhook_endpoints" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_types" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sealed_secret" bytea NOT NULL,
	"failing_since" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_endpoints_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "webhook_endpoints_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"endpoint_id" bigint NOT NULL,
	"branch_id" bigint,
	"message_id" text NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_status" integer,
	"manual" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "webhook_deliveries_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade,
	CONSTRAINT "webhook_deliveries_endpoint_fk" FOREIGN KEY ("organization_id","endpoint_id") REFERENCES "webhook_endpoints"("organization_id","id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" ("next_attempt_at") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_log_idx" ON "webhook_deliveries" ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_message_id" ON "webhook_deliveries" ("message_id");--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"delivery_id" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_code" integer,
	"response_body" text,
	"duration_ms" integer NOT NULL,
	"error" text,
	"manual" boolean DEFAULT false NOT NULL,
	CONSTRAINT "webhook_attempts_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "webhook_attempts_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade,
	CONSTRAINT "webhook_attempts_delivery_fk" FOREIGN KEY ("organization_id","delivery_id") REFERENCES "webhook_deliveries"("organization_id","id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" ("organization_id","delivery_id","at");
