-- Issue 18, Online booking → Presence → About, Contacts, Location and Hours (docs/online-booking.md "Built: the
-- branch's profile"). One row per branch, made by its first save; each part keeps its own version (0: never saved;
-- a stale save is a 409), so saving one screen never makes another stale. The address stays the branch's own column.
CREATE TABLE "branch_profiles" (
	"organization_id" bigint NOT NULL,
	"branch_id" bigint NOT NULL,
	"about" jsonb,
	"about_version" integer DEFAULT 0 NOT NULL,
	"contacts" jsonb,
	"contacts_version" integer DEFAULT 0 NOT NULL,
	"location" jsonb,
	"location_version" integer DEFAULT 0 NOT NULL,
	"hours_version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branch_profiles_pkey" PRIMARY KEY("organization_id","branch_id"),
	CONSTRAINT "branch_profiles_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "branches"("organization_id","id") ON DELETE cascade
);--> statement-breakpoint
-- Dated exceptions to the branch's opening hours: closed all day (no hours) or open other hours, with a note. They
-- count wherever the hours count (staff and public free times, the "why not" answer). The whole list is replaced
-- under branch_profiles.hours_version.
CREATE TABLE "branch_hours_exceptions" (
	"organization_id" bigint NOT NULL,
	"branch_id" bigint NOT NULL,
	"date" date NOT NULL,
	"opens" time,
	"closes" time,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "branch_hours_exceptions_pkey" PRIMARY KEY("organization_id","branch_id","date"),
	CONSTRAINT "branch_hours_exceptions_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "branches"("organization_id","id") ON DELETE cascade,
	CONSTRAINT "branch_hours_exceptions_hours_check" CHECK (("opens" IS NULL) = ("closes" IS NULL) AND ("opens" IS NULL OR "opens" < "closes"))
);
