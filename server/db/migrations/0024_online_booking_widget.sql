-- Issue 18: Online booking → Settings → Widget (docs/online-booking.md, "Built: widget"). `widget` null: the defaults
-- (no site may frame the page, its own colour, inline). Its own version, like verification and terms, so saving one
-- part never makes another's screen stale.
ALTER TABLE "online_booking_settings" ADD COLUMN "widget" jsonb;--> statement-breakpoint
ALTER TABLE "online_booking_settings" ADD COLUMN "widget_version" integer DEFAULT 0 NOT NULL;
