-- Issue 19, online payments (docs/online-payments.md): one row per attempt to pay online through the provider's hosted
-- page. `reference` is ours (the provider's order number), unique; `token` is the public link's secret part. Only the
-- provider's signed notification moves an attempt to `paid`, in the same transaction as the payment it records
-- (`transaction_id`); the provider's transaction id is unique too, so a notification delivered twice finds the attempt
-- paid and records nothing more. Amounts are integers in minor units of `currency` (the branch's).
CREATE TABLE "online_payments" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"token" text NOT NULL,
	"purpose" text NOT NULL,
	"sale_id" bigint,
	"client_id" bigint,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider_transaction_id" text,
	"transaction_id" bigint,
	"notified_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payments_pkey" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "online_payments_purpose_check" CHECK ("purpose" IN ('sale_debt', 'membership_instalment', 'booking_deposit')),
	CONSTRAINT "online_payments_state_check" CHECK ("state" IN ('pending', 'paid', 'failed', 'expired')),
	CONSTRAINT "online_payments_amount_check" CHECK ("amount_minor" > 0),
	CONSTRAINT "online_payments_sale_check" CHECK ("purpose" <> 'sale_debt' OR "sale_id" IS NOT NULL),
	CONSTRAINT "online_payments_paid_check" CHECK (("state" = 'paid') = ("provider_transaction_id" IS NOT NULL AND "notified_at" IS NOT NULL)),
	CONSTRAINT "online_payments_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "branches"("organization_id","id") ON DELETE cascade,
	CONSTRAINT "online_payments_sale_fk" FOREIGN KEY ("organization_id","sale_id") REFERENCES "sales"("organization_id","id"),
	CONSTRAINT "online_payments_transaction_fk" FOREIGN KEY ("organization_id","transaction_id") REFERENCES "transactions"("organization_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_reference" ON "online_payments" ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_token" ON "online_payments" ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_provider_transaction" ON "online_payments" ("provider","provider_transaction_id");--> statement-breakpoint
CREATE INDEX "online_payments_sale_idx" ON "online_payments" ("organization_id","sale_id");
