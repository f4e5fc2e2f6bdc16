-- Issue 18, custom domains (docs/online-booking.md, "Built: presence"): a verified domain is looked up again about
-- once a day (checked_at); when its TXT record is not found, the first such check is kept here, and the domain goes
-- back to pending only once the record has been missing on checks spanning three days. Only a verified domain has it.
ALTER TABLE "booking_addresses" ADD COLUMN "txt_missing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_addresses" ADD CONSTRAINT "booking_addresses_missing_verified_check" CHECK ("txt_missing_since" IS NULL OR "verified_at" IS NOT NULL);
