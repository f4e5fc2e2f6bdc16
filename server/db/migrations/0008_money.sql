CREATE TABLE "products" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"name" text NOT NULL,
	"sku" text,
	"price" numeric(12, 2) NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "products_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cash_register_settings" (
	"organization_id" bigint NOT NULL,
	"branch_id" bigint NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"default_float" numeric(12, 2) DEFAULT '0' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_register_settings_organization_id_branch_id_pk" PRIMARY KEY("organization_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "cash_shifts" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by" bigint,
	"opening_float" numeric(12, 2) NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" bigint,
	"counted_cash" numeric(12, 2),
	"expected_cash" numeric(12, 2),
	"difference" numeric(12, 2),
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "cash_shifts_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "cash_shifts_amounts" CHECK ("cash_shifts"."opening_float" >= 0 and ("cash_shifts"."counted_cash" is null or "cash_shifts"."counted_cash" >= 0))
);
--> statement-breakpoint
CREATE TABLE "membership_instalments" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"sold_membership_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"due_on" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"paid" numeric(12, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "membership_instalments_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "membership_instalments_paid" CHECK ("membership_instalments"."amount" > 0 and "membership_instalments"."paid" >= 0 and "membership_instalments"."paid" <= "membership_instalments"."amount")
);
--> statement-breakpoint
CREATE TABLE "membership_visits" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"sold_membership_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_service_id" bigint NOT NULL,
	"local_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone,
	CONSTRAINT "membership_visits_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "pay_assignments" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"scheme_id" bigint NOT NULL,
	"starts_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_assignments_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "pay_calculation_lines" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"calculation_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"scheme_id" bigint,
	"kind" text NOT NULL,
	"ref" text,
	"label" text NOT NULL,
	"base" numeric(12, 2) NOT NULL,
	"percent" numeric(5, 2),
	"amount" numeric(12, 2) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pay_calculation_lines_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "pay_calculations" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"created_by" bigint,
	"approved_by" bigint,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_calculations_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "pay_calculations_period" CHECK ("pay_calculations"."period_to" >= "pay_calculations"."period_from")
);
--> statement-breakpoint
CREATE TABLE "pay_schemes" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"name" text NOT NULL,
	"fixed_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"fixed_per" text DEFAULT 'none' NOT NULL,
	"service_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"product_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"category_percents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"minimum" numeric(12, 2) DEFAULT '0' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "pay_schemes_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "sale_items" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"sale_id" bigint NOT NULL,
	"uid" text NOT NULL,
	"kind" text NOT NULL,
	"service_id" bigint,
	"membership_id" bigint,
	"product_id" bigint,
	"order_service_id" bigint,
	"category_id" bigint,
	"name" text NOT NULL,
	"employee_id" bigint,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"discount_kind" text DEFAULT 'none' NOT NULL,
	"discount_value" numeric(12, 2) DEFAULT '0' NOT NULL,
	"discount_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"starts_on" date NOT NULL,
	"local_date" date NOT NULL,
	"canceled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sale_items_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "sale_items_amounts" CHECK ("sale_items"."quantity" >= 1 and "sale_items"."unit_price" >= 0 and "sale_items"."discount_amount" >= 0 and "sale_items"."total" >= 0 and "sale_items"."total" = "sale_items"."unit_price" * "sale_items"."quantity" - "sale_items"."discount_amount"),
	CONSTRAINT "sale_items_kind_reference" CHECK (("sale_items"."kind" = 'service') = ("sale_items"."service_id" is not null) and ("sale_items"."kind" = 'membership') = ("sale_items"."membership_id" is not null) and ("sale_items"."kind" = 'product') = ("sale_items"."product_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"client_id" bigint,
	"order_id" bigint,
	"local_date" date NOT NULL,
	"currency" text NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"discount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"paid" numeric(12, 2) DEFAULT '0' NOT NULL,
	"canceled_at" timestamp with time zone,
	"note" text,
	"created_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "sales_amounts" CHECK ("sales"."total" >= 0 and "sales"."subtotal" >= 0 and "sales"."discount" >= 0 and "sales"."paid" >= 0 and "sales"."paid" <= "sales"."total")
);
--> statement-breakpoint
CREATE TABLE "sold_memberships" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"client_id" bigint NOT NULL,
	"membership_id" bigint NOT NULL,
	"sale_id" bigint NOT NULL,
	"sale_item_id" bigint NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"visits_total" integer,
	"visits_used" integer DEFAULT 0 NOT NULL,
	"service_ids" bigint[] DEFAULT '{}' NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"paid" numeric(12, 2) DEFAULT '0' NOT NULL,
	"canceled_at" timestamp with time zone,
	"cancel_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sold_memberships_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "sold_memberships_visits" CHECK ("sold_memberships"."visits_used" >= 0 and ("sold_memberships"."visits_total" is null or "sold_memberships"."visits_used" <= "sold_memberships"."visits_total")),
	CONSTRAINT "sold_memberships_paid" CHECK ("sold_memberships"."paid" >= 0 and "sold_memberships"."paid" <= "sold_memberships"."price" and "sold_memberships"."ends_on" >= "sold_memberships"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"refunded" numeric(12, 2) DEFAULT '0' NOT NULL,
	"refund_of_id" bigint,
	"sale_id" bigint,
	"order_id" bigint,
	"client_id" bigint,
	"sold_membership_id" bigint,
	"instalment_id" bigint,
	"employee_id" bigint,
	"pay_calculation_id" bigint,
	"cash_shift_id" bigint,
	"local_date" date NOT NULL,
	"note" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "transactions_sign" CHECK (("transactions"."kind" = 'payment' and "transactions"."amount" > 0) or ("transactions"."kind" <> 'payment' and "transactions"."amount" < 0)),
	CONSTRAINT "transactions_refund_link" CHECK (("transactions"."kind" = 'refund') = ("transactions"."refund_of_id" is not null)),
	CONSTRAINT "transactions_refunded" CHECK ("transactions"."refunded" >= 0 and "transactions"."refunded" <= abs("transactions"."amount"))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "branch_id" bigint;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "public"."branches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_register_settings" ADD CONSTRAINT "cash_register_settings_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "public"."branches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_shifts" ADD CONSTRAINT "cash_shifts_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_shifts" ADD CONSTRAINT "cash_shifts_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "public"."branches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_instalments" ADD CONSTRAINT "membership_instalments_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_instalments" ADD CONSTRAINT "membership_instalments_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "public"."branches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_instalments" ADD CONSTRAINT "membership_instalments_sold_fk" FOREIGN KEY ("organization_id","sold_membership_id") REFERENCES "public"."sold_memberships"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_visits" ADD CONSTRAINT "membership_visits_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_visits" ADD CONSTRAINT "membership_visits_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "public"."branches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_visits" ADD CONSTRAINT "membership_visits_sold_fk" FOREIGN KEY ("organization_id","sold_membership_id") REFERENCES "public"."sold_memberships"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_visits" ADD CONSTRAINT "membership_visits_order_fk" FOREIGN KEY ("organization_id","order_id") REFERENCES "public"."orders"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_assignments" ADD CONSTRAINT "pay_assignments_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_assignments" ADD CONSTRAINT "pay_assignments_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "public"."branches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_assignments" ADD CONSTRAINT "pay_assignments_employee_fk" FOREIGN KEY ("organization_id","employee_id") REFERENCES "public"."employees"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_assignments" ADD CONSTRAINT "pay_assignments_scheme_fk" FOREIGN KEY ("organization_id","scheme_id") REFERENCES "public"."pay_schemes"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_calculation_lines" ADD CONSTRAINT "pay_calculation_lines_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_calculation_lines" ADD CONSTRAINT "pay_calculation_lines_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "public"."branches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_calculation_lines" ADD CONSTRAINT "pay_calculation_lines_calculation_fk" FOREIGN KEY ("organization_id","calculation_id") REFERENCES "public"."pay_calculations"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_calculation_lines" ADD CONSTRAINT "pay_calculation_lines_employee_fk" FOREIGN KEY ("organization_id","employee_id") REFERENCES "public"."employees"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_calculations" ADD CONSTRAINT "pay_calculations_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_calculations" ADD CONSTRAINT "pay_calculations_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "public"."branches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_schemes" ADD CONSTRAINT "pay_schemes_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_schemes" ADD CONSTRAINT "pay_schemes_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "public"."branches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "public"."branches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_sale_fk" FOREIGN KEY ("organization_id","sale_id") REFERENCES "public"."sales"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_service_fk" FOREIGN KEY ("organization_id","service_id") REFERENCES "public"."services"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_membership_fk" FOREIGN KEY ("organization_id","membership_id") REFERENCES "public"."memberships"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_product_fk" FOREIGN KEY ("organization_id","product_id") REFERENCES "public"."products"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_order_service_fk" FOREIGN KEY ("organization_id","order_service_id") REFERENCES "public"."order_services"("organization_id","id") ON DELETE SET NULL ("order_service_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_employee_fk" FOREIGN KEY ("organization_id","employee_id") REFERENCES "public"."employees"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "public"."branches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_client_fk" FOREIGN KEY ("organization_id","client_id") REFERENCES "public"."clients"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_order_fk" FOREIGN KEY ("organization_id","order_id") REFERENCES "public"."orders"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sold_memberships" ADD CONSTRAINT "sold_memberships_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sold_memberships" ADD CONSTRAINT "sold_memberships_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "public"."branches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sold_memberships" ADD CONSTRAINT "sold_memberships_client_fk" FOREIGN KEY ("organization_id","client_id") REFERENCES "public"."clients"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sold_memberships" ADD CONSTRAINT "sold_memberships_membership_fk" FOREIGN KEY ("organization_id","membership_id") REFERENCES "public"."memberships"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sold_memberships" ADD CONSTRAINT "sold_memberships_sale_fk" FOREIGN KEY ("organization_id","sale_id") REFERENCES "public"."sales"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sold_memberships" ADD CONSTRAINT "sold_memberships_sale_item_fk" FOREIGN KEY ("organization_id","sale_item_id") REFERENCES "public"."sale_items"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "public"."branches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_refund_of_fk" FOREIGN KEY ("organization_id","refund_of_id") REFERENCES "public"."transactions"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_sale_fk" FOREIGN KEY ("organization_id","sale_id") REFERENCES "public"."sales"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_order_fk" FOREIGN KEY ("organization_id","order_id") REFERENCES "public"."orders"("organization_id","id") ON DELETE SET NULL ("order_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_client_fk" FOREIGN KEY ("organization_id","client_id") REFERENCES "public"."clients"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_sold_membership_fk" FOREIGN KEY ("organization_id","sold_membership_id") REFERENCES "public"."sold_memberships"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_instalment_fk" FOREIGN KEY ("organization_id","instalment_id") REFERENCES "public"."membership_instalments"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_employee_fk" FOREIGN KEY ("organization_id","employee_id") REFERENCES "public"."employees"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_pay_calculation_fk" FOREIGN KEY ("organization_id","pay_calculation_id") REFERENCES "public"."pay_calculations"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_cash_shift_fk" FOREIGN KEY ("organization_id","cash_shift_id") REFERENCES "public"."cash_shifts"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_branch_idx" ON "products" USING btree ("organization_id","branch_id");--> statement-breakpoint
CREATE INDEX "cash_shifts_branch_idx" ON "cash_shifts" USING btree ("organization_id","branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_shifts_one_open_key" ON "cash_shifts" USING btree ("organization_id","branch_id") WHERE "cash_shifts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "cash_shifts_id_idx" ON "cash_shifts" USING btree ("id");--> statement-breakpoint
CREATE INDEX "membership_instalments_branch_idx" ON "membership_instalments" USING btree ("organization_id","branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_instalments_number_key" ON "membership_instalments" USING btree ("organization_id","sold_membership_id","number");--> statement-breakpoint
CREATE INDEX "membership_instalments_id_idx" ON "membership_instalments" USING btree ("id");--> statement-breakpoint
CREATE INDEX "membership_visits_branch_idx" ON "membership_visits" USING btree ("organization_id","branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_visits_line_key" ON "membership_visits" USING btree ("organization_id","order_service_id") WHERE "membership_visits"."returned_at" is null;--> statement-breakpoint
CREATE INDEX "membership_visits_sold_idx" ON "membership_visits" USING btree ("organization_id","sold_membership_id");--> statement-breakpoint
CREATE INDEX "membership_visits_order_idx" ON "membership_visits" USING btree ("organization_id","order_id");--> statement-breakpoint
CREATE INDEX "pay_assignments_branch_idx" ON "pay_assignments" USING btree ("organization_id","branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_assignments_employee_day_key" ON "pay_assignments" USING btree ("organization_id","employee_id","starts_on");--> statement-breakpoint
CREATE INDEX "pay_calculation_lines_branch_idx" ON "pay_calculation_lines" USING btree ("organization_id","branch_id");--> statement-breakpoint
CREATE INDEX "pay_calculation_lines_calculation_idx" ON "pay_calculation_lines" USING btree ("organization_id","calculation_id","employee_id");--> statement-breakpoint
CREATE INDEX "pay_calculations_branch_idx" ON "pay_calculations" USING btree ("organization_id","branch_id");--> statement-breakpoint
CREATE INDEX "pay_calculations_id_idx" ON "pay_calculations" USING btree ("id");--> statement-breakpoint
CREATE INDEX "pay_schemes_branch_idx" ON "pay_schemes" USING btree ("organization_id","branch_id");--> statement-breakpoint
CREATE INDEX "pay_schemes_id_idx" ON "pay_schemes" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sale_items_branch_idx" ON "sale_items" USING btree ("organization_id","branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_items_sale_uid_key" ON "sale_items" USING btree ("organization_id","sale_id","uid");--> statement-breakpoint
CREATE INDEX "sale_items_sale_idx" ON "sale_items" USING btree ("organization_id","sale_id");--> statement-breakpoint
CREATE INDEX "sale_items_employee_date_idx" ON "sale_items" USING btree ("organization_id","employee_id","local_date");--> statement-breakpoint
CREATE INDEX "sale_items_order_service_idx" ON "sale_items" USING btree ("organization_id","order_service_id");--> statement-breakpoint
CREATE INDEX "sales_branch_idx" ON "sales" USING btree ("organization_id","branch_id");--> statement-breakpoint
CREATE INDEX "sales_id_idx" ON "sales" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sales_branch_date_idx" ON "sales" USING btree ("organization_id","branch_id","local_date");--> statement-breakpoint
CREATE INDEX "sales_client_idx" ON "sales" USING btree ("organization_id","client_id");--> statement-breakpoint
CREATE INDEX "sales_order_idx" ON "sales" USING btree ("organization_id","order_id");--> statement-breakpoint
CREATE INDEX "sold_memberships_branch_idx" ON "sold_memberships" USING btree ("organization_id","branch_id");--> statement-breakpoint
CREATE INDEX "sold_memberships_id_idx" ON "sold_memberships" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sold_memberships_client_idx" ON "sold_memberships" USING btree ("organization_id","client_id");--> statement-breakpoint
CREATE INDEX "transactions_branch_idx" ON "transactions" USING btree ("organization_id","branch_id");--> statement-breakpoint
CREATE INDEX "transactions_id_idx" ON "transactions" USING btree ("id");--> statement-breakpoint
CREATE INDEX "transactions_branch_date_idx" ON "transactions" USING btree ("organization_id","branch_id","local_date");--> statement-breakpoint
CREATE INDEX "transactions_sale_idx" ON "transactions" USING btree ("organization_id","sale_id");--> statement-breakpoint
CREATE INDEX "transactions_order_idx" ON "transactions" USING btree ("organization_id","order_id");--> statement-breakpoint
CREATE INDEX "transactions_client_idx" ON "transactions" USING btree ("organization_id","client_id");--> statement-breakpoint
CREATE INDEX "transactions_cash_shift_idx" ON "transactions" USING btree ("organization_id","cash_shift_id");--> statement-breakpoint
CREATE INDEX "transactions_refund_of_idx" ON "transactions" USING btree ("organization_id","refund_of_id");--> statement-breakpoint
CREATE INDEX "audit_log_branch_at_idx" ON "audit_log" USING btree ("organization_id","branch_id","created_at") WHERE "audit_log"."branch_id" is not null;--> statement-breakpoint
-- Sales by Day and the key indicators read sale items alone, by day: these covering indexes let PostgreSQL answer a
-- month or a year of a chain (or of one branch) from the index without visiting the table.
CREATE INDEX "sale_items_report_chain_idx" ON "sale_items" USING btree ("organization_id","local_date") INCLUDE ("branch_id","kind","quantity","total","discount_amount","canceled","sale_id","employee_id");--> statement-breakpoint
CREATE INDEX "sale_items_report_branch_idx" ON "sale_items" USING btree ("organization_id","branch_id","local_date") INCLUDE ("kind","quantity","total","discount_amount","canceled","sale_id","employee_id");--> statement-breakpoint
CREATE INDEX "transactions_report_chain_idx" ON "transactions" USING btree ("organization_id","local_date") INCLUDE ("branch_id","kind","method","amount");
