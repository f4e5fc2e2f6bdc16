-- Issue 19, fiscal receipts (docs/fiscal-receipts.md): each payment and refund of a branch whose `fiscal` integration
-- is on gets one receipt row, written in the payment's own transaction as `pending`; a worker sends the branch's
-- receipts to the V-SDC in id order. The request id (32 hex characters, the V-SDC's `RequestId` header) is fixed here,
-- so a retry after a time-out asks for that request's result instead of issuing a second receipt. The request body is
-- kept as built; only the referenced receipt's number and time are filled in when it is sent (the reference is
-- issued first, the branch's receipts going out in order). The V-SDC's answer is kept whole (`result`) and its
-- fields shown on the receipt in their own columns.
CREATE TABLE "fiscal_receipts" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"transaction_id" bigint NOT NULL,
	"referent_receipt_id" bigint,
	"request_id" text NOT NULL,
	"invoice_type" text NOT NULL,
	"transaction_type" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"invoice_number" text,
	"sdc_date_time" text,
	"invoice_counter" text,
	"total_counter" integer,
	"total_amount" numeric(12, 2) NOT NULL,
	"verification_url" text,
	"signature" text,
	"journal" text,
	"result" jsonb,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_receipts_pkey" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "fiscal_receipts_status_check" CHECK ("status" IN ('pending', 'issued')),
	CONSTRAINT "fiscal_receipts_invoice_type_check" CHECK ("invoice_type" IN ('Normal', 'Advance')),
	CONSTRAINT "fiscal_receipts_transaction_type_check" CHECK ("transaction_type" IN ('Sale', 'Refund')),
	CONSTRAINT "fiscal_receipts_issued_check" CHECK (("status" = 'issued') = ("invoice_number" IS NOT NULL)),
	CONSTRAINT "fiscal_receipts_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "branches"("organization_id","id") ON DELETE cascade,
	CONSTRAINT "fiscal_receipts_transaction_fk" FOREIGN KEY ("organization_id","transaction_id") REFERENCES "transactions"("organization_id","id"),
	CONSTRAINT "fiscal_receipts_referent_fk" FOREIGN KEY ("organization_id","referent_receipt_id") REFERENCES "fiscal_receipts"("organization_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_receipts_request_id" ON "fiscal_receipts" ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_receipts_transaction" ON "fiscal_receipts" ("organization_id","transaction_id");--> statement-breakpoint
CREATE INDEX "fiscal_receipts_pending_idx" ON "fiscal_receipts" ("organization_id","branch_id","id") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "fiscal_receipts_branch_day_idx" ON "fiscal_receipts" ("organization_id","branch_id","created_at");
