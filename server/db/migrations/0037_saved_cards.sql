-- Issue 19, saved cards and no-show fees charged to them (docs/online-payments.md "Saved cards"). `saved_cards`: a
-- client's card saved at the provider when they paid online (the provider's token sealed with the integration key),
-- one live card per client and provider, removal soft. `saved_card_charges`: one merchant-initiated charge of that
-- card per no-show fee, written `pending` in the status change's transaction and sent by a worker after it commits;
-- `reference` is the provider's order number, the same on every try, so the provider never charges it twice.
CREATE TABLE "saved_cards" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"client_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"branch_id" bigint NOT NULL,
	"sealed_token" bytea NOT NULL,
	"masked_pan" text,
	"brand" text,
	"expiry" text,
	"online_payment_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" bigint,
	CONSTRAINT "saved_cards_pkey" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "saved_cards_client_fk" FOREIGN KEY ("organization_id","client_id") REFERENCES "clients"("organization_id","id") ON DELETE cascade,
	CONSTRAINT "saved_cards_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "branches"("organization_id","id") ON DELETE cascade,
	CONSTRAINT "saved_cards_attempt_fk" FOREIGN KEY ("organization_id","online_payment_id") REFERENCES "online_payments"("organization_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_attempt_key" ON "saved_cards" USING btree ("organization_id","online_payment_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_live_key" ON "saved_cards" USING btree ("organization_id","client_id","provider") WHERE "removed_at" is null;
--> statement-breakpoint
CREATE TABLE "saved_card_charges" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"no_show_charge_id" bigint NOT NULL,
	"saved_card_id" bigint NOT NULL,
	"sale_id" bigint NOT NULL,
	"client_id" bigint NOT NULL,
	"reference" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_transaction_id" text,
	"transaction_id" bigint,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_card_charges_pkey" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "saved_card_charges_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "branches"("organization_id","id") ON DELETE cascade,
	CONSTRAINT "saved_card_charges_no_show_fk" FOREIGN KEY ("organization_id","no_show_charge_id") REFERENCES "no_show_charges"("organization_id","id") ON DELETE cascade,
	CONSTRAINT "saved_card_charges_card_fk" FOREIGN KEY ("organization_id","saved_card_id") REFERENCES "saved_cards"("organization_id","id"),
	CONSTRAINT "saved_card_charges_sale_fk" FOREIGN KEY ("organization_id","sale_id") REFERENCES "sales"("organization_id","id"),
	CONSTRAINT "saved_card_charges_transaction_fk" FOREIGN KEY ("organization_id","transaction_id") REFERENCES "transactions"("organization_id","id"),
	CONSTRAINT "saved_card_charges_state_check" CHECK ("state" in ('pending', 'sending', 'approved', 'declined', 'unanswered', 'canceled')),
	CONSTRAINT "saved_card_charges_amount_check" CHECK ("amount_minor" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_card_charges_no_show_key" ON "saved_card_charges" USING btree ("organization_id","no_show_charge_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_card_charges_reference" ON "saved_card_charges" USING btree ("reference");
--> statement-breakpoint
CREATE INDEX "saved_card_charges_due_idx" ON "saved_card_charges" USING btree ("state","next_attempt_at");
--> statement-breakpoint
CREATE INDEX "saved_card_charges_client_idx" ON "saved_card_charges" USING btree ("organization_id","client_id");
