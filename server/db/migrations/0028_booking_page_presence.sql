-- Issue 18, Online booking → Presence → Images, Marketing, SEO and Domain (docs/online-booking.md "Built: presence").
-- A custom domain is a row of booking_addresses (kind 'domain'), so its key keeps one owner across the product; it
-- is served only once its owner proved it with the TXT record `_branchbook.<domain>` holding this row's token.
ALTER TABLE "booking_addresses" ADD COLUMN "verify_token" text;--> statement-breakpoint
ALTER TABLE "booking_addresses" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_addresses" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_addresses" ADD CONSTRAINT "booking_addresses_domain_token_check" CHECK (("kind" = 'domain') = ("verify_token" IS NOT NULL));--> statement-breakpoint
-- What a branch's public page shows besides its catalog, one row per branch made by its first save: the gallery
-- (photo ids in order, the cover and the logo among them), the promo text and tracking ids, the search engine's
-- title, description and share image. Each part keeps its own version (0: never saved; a stale save is a 409), so
-- saving one screen never makes another stale.
CREATE TABLE "booking_page_presence" (
	"organization_id" bigint NOT NULL,
	"branch_id" bigint NOT NULL,
	"images" jsonb,
	"images_version" integer DEFAULT 0 NOT NULL,
	"marketing" jsonb,
	"marketing_version" integer DEFAULT 0 NOT NULL,
	"seo" jsonb,
	"seo_version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_page_presence_pkey" PRIMARY KEY("organization_id","branch_id"),
	CONSTRAINT "booking_page_presence_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "branches"("organization_id","id") ON DELETE cascade
);
