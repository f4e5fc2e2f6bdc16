-- A payment completing a sale with advances gets two fiscal receipts (docs/fiscal-receipts.md): the Advance Refund
-- closing the advances and the final Normal Sale. One receipt of each kind a payment still.
DROP INDEX "fiscal_receipts_transaction";--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_receipts_transaction" ON "fiscal_receipts" ("organization_id","transaction_id","invoice_type","transaction_type");
--> statement-breakpoint
-- A rotated webhook secret keeps signing beside the new one for a grace period (docs/webhooks.md); the delivery log's
-- retention sweep deletes old deliveries by creation time, the index it walks.
ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_sealed_secret" bytea;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secret_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_settled_idx" ON "webhook_deliveries" ("created_at") WHERE "status" <> 'pending';
