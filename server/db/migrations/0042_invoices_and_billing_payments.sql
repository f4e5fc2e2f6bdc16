-- Issue 20, invoices and their payments (docs/billing.md). An invoice is what a chain owes the product for a plan:
-- numbered per year across all chains (`billing_invoice_counters`, a reference table), with the product's and the
-- chain's legal details as they were when it was issued, its lines (the plan, a prorated upgrade, credit spent) and
-- what paying it does (`action`: start a plan, change it mid-period, renew it). Only the payment provider's signed
-- notification marks a payment, and with it its invoice, paid. `billing_credits` is the chain's credit ledger
-- (referral rewards in, invoices spending it out); `billing_details` the chain's legal details for its invoices.
CREATE TABLE "billing_details" (
	"organization_id" bigint NOT NULL,
	"legal_name" text NOT NULL,
	"tax_id" text,
	"address" text,
	"country" text,
	"email" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_details_pkey" PRIMARY KEY("organization_id"),
	CONSTRAINT "billing_details_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE "billing_invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
-- A downgrade waits for the period's end, with the period chosen for it.
ALTER TABLE "subscriptions" ADD COLUMN "next_period" text;
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"action" text NOT NULL,
	"plan_code" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"credit_applied" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"lines" jsonb NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	-- When paying took effect on the subscription: at once, or for a renewal paid early, when its period starts.
	"applied_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	CONSTRAINT "billing_invoices_pkey" PRIMARY KEY("organization_id", "id"),
	CONSTRAINT "billing_invoices_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade,
	CONSTRAINT "billing_invoices_plan_fk" FOREIGN KEY ("plan_code") REFERENCES "plans"("code"),
	CONSTRAINT "billing_invoices_status_check" CHECK ("status" IN ('open', 'paid', 'void')),
	CONSTRAINT "billing_invoices_action_check" CHECK ("action" IN ('start', 'upgrade', 'renew')),
	CONSTRAINT "billing_invoices_period_check" CHECK ("period" IN ('month', 'year')),
	CONSTRAINT "billing_invoices_amounts_check" CHECK ("subtotal" >= 0 AND "credit_applied" >= 0 AND "total" = "subtotal" - "credit_applied" AND "total" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_number_key" ON "billing_invoices" USING btree ("organization_id", "number");
--> statement-breakpoint
CREATE INDEX "billing_invoices_open_idx" ON "billing_invoices" USING btree ("organization_id", "issued_at") WHERE "status" = 'open';
--> statement-breakpoint
CREATE TABLE "billing_payments" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"invoice_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_transaction_id" text,
	"card_masked_pan" text,
	"card_brand" text,
	"card_fingerprint" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "billing_payments_pkey" PRIMARY KEY("organization_id", "id"),
	CONSTRAINT "billing_payments_invoice_fk" FOREIGN KEY ("organization_id", "invoice_id") REFERENCES "billing_invoices"("organization_id", "id") ON DELETE cascade,
	CONSTRAINT "billing_payments_status_check" CHECK ("status" IN ('pending', 'paid', 'failed'))
);
--> statement-breakpoint
-- The reference is what the provider hands back: the one global lookup (a notification names nothing else).
CREATE UNIQUE INDEX "billing_payments_reference_key" ON "billing_payments" USING btree ("reference");
--> statement-breakpoint
CREATE UNIQUE INDEX "billing_payments_provider_transaction_key" ON "billing_payments" USING btree ("provider", "provider_transaction_id") WHERE "provider_transaction_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "billing_credits" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"source_organization_id" bigint,
	"invoice_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_credits_pkey" PRIMARY KEY("organization_id", "id"),
	CONSTRAINT "billing_credits_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade,
	CONSTRAINT "billing_credits_invoice_fk" FOREIGN KEY ("organization_id", "invoice_id") REFERENCES "billing_invoices"("organization_id", "id") ON DELETE cascade,
	CONSTRAINT "billing_credits_amount_check" CHECK ("amount" <> 0)
);
--> statement-breakpoint
CREATE INDEX "billing_credits_organization_idx" ON "billing_credits" USING btree ("organization_id", "currency");
