-- Issue 20, branch-level referrals and the client's balance (docs/client-referrals.md). `client_balance_entries`:
-- the client's balance ledger, every change to `clients.balance` written beside it in one transaction, the running
-- balance after it kept; a referral's credit is unique per referral, a checkout payment or refund per transaction.
-- `client_referral_programmes`: a branch's programme (on/off, the referrer's reward, the newcomer's discount).
-- `client_referral_codes`: each client's personal code, unique in the chain. `client_referrals`: who brought whom,
-- one referrer per newcomer, `signed_up` until the newcomer's first visit is paid, then `rewarded` once.
ALTER TABLE "clients" ADD CONSTRAINT "clients_balance_not_negative" CHECK ("balance" >= 0);
--> statement-breakpoint
CREATE TABLE "client_referral_programmes" (
	"organization_id" bigint NOT NULL,
	"branch_id" bigint NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"reward_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"discount_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_referral_programmes_pkey" PRIMARY KEY("organization_id","branch_id"),
	CONSTRAINT "client_referral_programmes_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "branches"("organization_id","id") ON DELETE cascade,
	CONSTRAINT "client_referral_programmes_amounts" CHECK ("reward_amount" >= 0 and "discount_percent" >= 0 and "discount_percent" <= 100)
);
--> statement-breakpoint
CREATE TABLE "client_referral_codes" (
	"organization_id" bigint NOT NULL,
	"client_id" bigint NOT NULL,
	"branch_id" bigint NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_referral_codes_pkey" PRIMARY KEY("organization_id","client_id"),
	CONSTRAINT "client_referral_codes_client_fk" FOREIGN KEY ("organization_id","client_id") REFERENCES "clients"("organization_id","id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "client_referral_codes_code_key" ON "client_referral_codes" USING btree ("organization_id","code");
--> statement-breakpoint
CREATE TABLE "client_referrals" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"referrer_client_id" bigint NOT NULL,
	"newcomer_client_id" bigint NOT NULL,
	"state" text DEFAULT 'signed_up' NOT NULL,
	"reward_amount" numeric(12, 2),
	"discount_percent" numeric(5, 2),
	"sale_id" bigint,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rewarded_at" timestamp with time zone,
	CONSTRAINT "client_referrals_pkey" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "client_referrals_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "branches"("organization_id","id") ON DELETE cascade,
	CONSTRAINT "client_referrals_referrer_fk" FOREIGN KEY ("organization_id","referrer_client_id") REFERENCES "clients"("organization_id","id") ON DELETE cascade,
	CONSTRAINT "client_referrals_newcomer_fk" FOREIGN KEY ("organization_id","newcomer_client_id") REFERENCES "clients"("organization_id","id") ON DELETE cascade,
	CONSTRAINT "client_referrals_sale_fk" FOREIGN KEY ("organization_id","sale_id") REFERENCES "sales"("organization_id","id"),
	CONSTRAINT "client_referrals_not_self" CHECK ("referrer_client_id" <> "newcomer_client_id"),
	CONSTRAINT "client_referrals_state" CHECK (("state" = 'signed_up' and "rewarded_at" is null) or ("state" = 'rewarded' and "rewarded_at" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "client_referrals_newcomer_key" ON "client_referrals" USING btree ("organization_id","newcomer_client_id");
--> statement-breakpoint
CREATE INDEX "client_referrals_branch_idx" ON "client_referrals" USING btree ("organization_id","branch_id","created_at");
--> statement-breakpoint
CREATE INDEX "client_referrals_referrer_idx" ON "client_referrals" USING btree ("organization_id","referrer_client_id");
--> statement-breakpoint
CREATE TABLE "client_balance_entries" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"client_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"balance_after" numeric(12, 2) NOT NULL,
	"transaction_id" bigint,
	"referral_id" bigint,
	"note" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_balance_entries_pkey" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "client_balance_entries_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "branches"("organization_id","id") ON DELETE cascade,
	CONSTRAINT "client_balance_entries_client_fk" FOREIGN KEY ("organization_id","client_id") REFERENCES "clients"("organization_id","id") ON DELETE cascade,
	CONSTRAINT "client_balance_entries_transaction_fk" FOREIGN KEY ("organization_id","transaction_id") REFERENCES "transactions"("organization_id","id"),
	CONSTRAINT "client_balance_entries_referral_fk" FOREIGN KEY ("organization_id","referral_id") REFERENCES "client_referrals"("organization_id","id"),
	CONSTRAINT "client_balance_entries_kind" CHECK ("kind" in ('referral_credit', 'checkout_payment', 'refund', 'adjustment')),
	CONSTRAINT "client_balance_entries_amount" CHECK ("amount" <> 0 and "balance_after" >= 0)
);
--> statement-breakpoint
CREATE INDEX "client_balance_entries_client_idx" ON "client_balance_entries" USING btree ("organization_id","client_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "client_balance_entries_referral_key" ON "client_balance_entries" USING btree ("organization_id","referral_id") WHERE "referral_id" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "client_balance_entries_transaction_key" ON "client_balance_entries" USING btree ("organization_id","transaction_id") WHERE "transaction_id" is not null;
