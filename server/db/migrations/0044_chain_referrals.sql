-- Issue 20, chain-level referrals (docs/chain-referrals.md). `chain_referral_codes`: a chain's code, made the first
-- time its owner opens Referrals; the code is looked up across all chains when a new chain is created through it
-- (the one global lookup, like a billing payment's reference). `chain_referrals`: one row per REFERRED chain (its
-- own id leads the key, so a chain is referred at most once), naming the chain that referred it, the reward terms
-- of the configuration when it signed up, and what its first paid invoice decided: rewarded (both chains credited,
-- the amounts and currencies recorded) or refused (same owner, same payment method).
CREATE TABLE "chain_referral_codes" (
	"organization_id" bigint NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_referral_codes_pkey" PRIMARY KEY("organization_id"),
	CONSTRAINT "chain_referral_codes_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade,
	CONSTRAINT "chain_referral_codes_code_check" CHECK ("code" ~ '^[0-9A-Z]{8}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "chain_referral_codes_code_key" ON "chain_referral_codes" USING btree ("code");
--> statement-breakpoint
CREATE TABLE "chain_referrals" (
	"organization_id" bigint NOT NULL,
	"referrer_organization_id" bigint NOT NULL,
	"state" text DEFAULT 'signed_up' NOT NULL,
	"reason" text,
	"reward_terms" jsonb NOT NULL,
	"invoice_id" bigint,
	"referrer_reward_amount" numeric(12, 2),
	"referrer_reward_currency" text,
	"referred_reward_amount" numeric(12, 2),
	"referred_reward_currency" text,
	"signed_up_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "chain_referrals_pkey" PRIMARY KEY("organization_id"),
	CONSTRAINT "chain_referrals_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade,
	CONSTRAINT "chain_referrals_referrer_fk" FOREIGN KEY ("referrer_organization_id") REFERENCES "organizations"("id") ON DELETE cascade,
	CONSTRAINT "chain_referrals_not_self_check" CHECK ("referrer_organization_id" <> "organization_id"),
	CONSTRAINT "chain_referrals_state_check" CHECK ("state" IN ('signed_up', 'rewarded', 'refused')),
	CONSTRAINT "chain_referrals_reason_check" CHECK (("state" = 'refused') = ("reason" IS NOT NULL) AND ("reason" IS NULL OR "reason" IN ('same_owner', 'same_payment_method'))),
	CONSTRAINT "chain_referrals_decided_check" CHECK (("state" = 'signed_up') = ("decided_at" IS NULL))
);
--> statement-breakpoint
-- The referrer's Referrals pages list and count by it.
CREATE INDEX "chain_referrals_referrer_idx" ON "chain_referrals" USING btree ("referrer_organization_id", "signed_up_at");
