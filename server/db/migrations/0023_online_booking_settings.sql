-- Issue 18: Online booking → Settings → Verification and Terms (docs/online-booking.md, "Built: verification and terms").
-- One row per branch, made by its first save; without a row the defaults hold (both code channels, SMS to the
-- branch's own country, no terms). `verification` null: the defaults. Each part has its own version for optimistic
-- concurrency, so a save of one never makes the other's screen stale; `terms_version` (0: never saved) goes up by one
-- with each change of the text and is the version a booking keeps (`orders.terms_version`).
CREATE TABLE "online_booking_settings" (
	"organization_id" bigint NOT NULL,
	"branch_id" bigint NOT NULL,
	"verification" jsonb,
	"verification_version" integer DEFAULT 0 NOT NULL,
	"terms_text" text DEFAULT '' NOT NULL,
	"terms_version" integer DEFAULT 0 NOT NULL,
	"terms_saved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_booking_settings_pkey" PRIMARY KEY("organization_id","branch_id"),
	CONSTRAINT "online_booking_settings_terms_length" CHECK (char_length("terms_text") <= 20000),
	CONSTRAINT "online_booking_settings_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "branches"("organization_id","id") ON DELETE cascade
);
