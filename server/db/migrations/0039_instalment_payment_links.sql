-- Issue 19, a membership instalment paid by link (docs/online-payments.md): the attempt names the instalment it pays,
-- on the membership's sale, so the provider's notification pays that instalment through the instalment's own path.
ALTER TABLE "online_payments" ADD COLUMN "instalment_id" bigint;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_instalment_fk" FOREIGN KEY ("organization_id","instalment_id") REFERENCES "membership_instalments"("organization_id","id");--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_instalment_check" CHECK ("purpose" <> 'membership_instalment' OR ("instalment_id" IS NOT NULL AND "sale_id" IS NOT NULL));
