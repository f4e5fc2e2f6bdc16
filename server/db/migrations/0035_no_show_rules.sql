-- Issue 19, no-show and late-cancel rules (docs/no-show-rules.md): a branch's rules (the default has no service, an
-- override names one) and what was applied per order and client. The unique key on (order, client, kind) makes
-- applying idempotent: an order marked missed twice applies once.
CREATE TABLE "no_show_rules" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"service_id" bigint,
	"rules" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "no_show_rules_pkey" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "no_show_rules_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade,
	CONSTRAINT "no_show_rules_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "branches"("organization_id","id") ON DELETE cascade,
	CONSTRAINT "no_show_rules_service_fk" FOREIGN KEY ("organization_id","service_id") REFERENCES "services"("organization_id","id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "no_show_rules_branch_idx" ON "no_show_rules" USING btree ("organization_id","branch_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "no_show_rules_scope_key" ON "no_show_rules" USING btree ("organization_id","branch_id",coalesce("service_id", 0));
--> statement-breakpoint
CREATE TABLE "no_show_charges" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"client_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"state" text NOT NULL,
	"rule" jsonb NOT NULL,
	"sale_id" bigint,
	"visits_drawn" integer DEFAULT 0 NOT NULL,
	"waived_reason" text,
	"waived_by" bigint,
	"waived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "no_show_charges_pkey" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "no_show_charges_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade,
	CONSTRAINT "no_show_charges_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "branches"("organization_id","id") ON DELETE cascade,
	CONSTRAINT "no_show_charges_order_fk" FOREIGN KEY ("organization_id","order_id") REFERENCES "orders"("organization_id","id") ON DELETE cascade,
	CONSTRAINT "no_show_charges_client_fk" FOREIGN KEY ("organization_id","client_id") REFERENCES "clients"("organization_id","id") ON DELETE cascade,
	CONSTRAINT "no_show_charges_sale_fk" FOREIGN KEY ("organization_id","sale_id") REFERENCES "sales"("organization_id","id"),
	CONSTRAINT "no_show_charges_kind_check" CHECK ("kind" in ('late_cancel', 'no_show')),
	CONSTRAINT "no_show_charges_state_check" CHECK ("state" in ('applied', 'waived', 'forgiven')),
	CONSTRAINT "no_show_charges_waived_check" CHECK (("state" = 'waived') = ("waived_reason" is not null))
);
--> statement-breakpoint
CREATE INDEX "no_show_charges_branch_idx" ON "no_show_charges" USING btree ("organization_id","branch_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "no_show_charges_order_client_kind_key" ON "no_show_charges" USING btree ("organization_id","order_id","client_id","kind");
--> statement-breakpoint
CREATE INDEX "no_show_charges_client_idx" ON "no_show_charges" USING btree ("organization_id","client_id");
