-- Issue 18, slice 1 (docs/online-booking.md decisions 1 and 2).
-- A booking page's addresses: slugs (`/book/{slug}`) and custom domains in one table keyed by (kind, address), so
-- chains and branches share one namespace by the key itself. branch_id is null for the chain's own page. A chain
-- and each branch keep one slug; domains are as many as the branch lists (only a listed Host is ever served).
CREATE TABLE "booking_addresses" (
	"kind" text NOT NULL,
	"address" text NOT NULL,
	"organization_id" bigint NOT NULL,
	"branch_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_addresses_pkey" PRIMARY KEY("kind","address"),
	CONSTRAINT "booking_addresses_kind_check" CHECK ("kind" IN ('slug', 'domain')),
	CONSTRAINT "booking_addresses_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade,
	CONSTRAINT "booking_addresses_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "branches"("organization_id","id") ON DELETE cascade
);--> statement-breakpoint
CREATE UNIQUE INDEX "booking_addresses_one_slug_idx" ON "booking_addresses" USING btree ("organization_id","branch_id") NULLS NOT DISTINCT WHERE "booking_addresses"."kind" = 'slug';--> statement-breakpoint
-- Online booking's rules: each level (the chain, a branch, one of its services or employees) keeps only what it
-- overrides (src/schema/online-booking/rules.ts validates and resolves them). One row per level and thing.
CREATE TABLE "online_booking_rules" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"level" text NOT NULL,
	"branch_id" bigint,
	"ref_id" bigint,
	"overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_booking_rules_pkey" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "online_booking_rules_level_key" UNIQUE NULLS NOT DISTINCT("organization_id","level","branch_id","ref_id"),
	CONSTRAINT "online_booking_rules_level_check" CHECK ("level" IN ('chain', 'branch', 'service', 'employee')),
	CONSTRAINT "online_booking_rules_shape_check" CHECK (("level" = 'chain') = ("branch_id" IS NULL) AND ("level" IN ('service', 'employee')) = ("ref_id" IS NOT NULL)),
	CONSTRAINT "online_booking_rules_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade,
	CONSTRAINT "online_booking_rules_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "branches"("organization_id","id") ON DELETE cascade
);
