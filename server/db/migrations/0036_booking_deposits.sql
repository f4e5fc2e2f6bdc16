-- Issue 19, a deposit or full prepayment at online booking (docs/online-payments.md "Deposits"): the attempt names the
-- held order (the booking it confirms once the provider's notification is verified). A hold swept before the money
-- came loses its row, and the attempt keeps the client and the money's trail.
ALTER TABLE "online_payments" ADD COLUMN "order_id" bigint;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_order_fk" FOREIGN KEY ("organization_id","order_id") REFERENCES "public"."orders"("organization_id","id") ON DELETE SET NULL ("order_id");--> statement-breakpoint
CREATE INDEX "online_payments_order_idx" ON "online_payments" USING btree ("organization_id","order_id");
