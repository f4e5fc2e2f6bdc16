-- No employee and no resource holds two overlapping lines while both hold time (orders and breaks alike):
-- PostgreSQL refuses the second with SQLSTATE 23P01, which the API answers as 409, whichever process wrote it.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "live_outbox" (
	"id" bigint PRIMARY KEY DEFAULT nextval('entity_id_seq') NOT NULL,
	"organization_id" bigint NOT NULL,
	"channel" uuid NOT NULL,
	"event" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_clients" (
	"organization_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"client_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_clients_organization_id_order_id_client_id_pk" PRIMARY KEY("organization_id","order_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "order_services" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"service_id" bigint,
	"employee_id" bigint NOT NULL,
	"resource_id" bigint,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"price" numeric(12, 2),
	"holds_time" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_services_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"mode" text NOT NULL,
	"client_id" bigint,
	"status" text DEFAULT 'order_status.waiting' NOT NULL,
	"origin" text DEFAULT 'order_origin.internal' NOT NULL,
	"canceler_origin" text,
	"canceled_at" timestamp with time zone,
	"payment_status" text DEFAULT 'payment.no' NOT NULL,
	"description" text,
	"capacity" integer,
	"local_date" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"created_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "work_slots" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"date" date NOT NULL,
	"type" text DEFAULT 'work_slot.active' NOT NULL,
	"slot_start" text,
	"slot_end" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_slots_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "work_slots_employee_date_key" UNIQUE("organization_id","employee_id","date")
);
--> statement-breakpoint
ALTER TABLE "order_clients" ADD CONSTRAINT "order_clients_order_fk" FOREIGN KEY ("organization_id","order_id") REFERENCES "public"."orders"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_clients" ADD CONSTRAINT "order_clients_client_fk" FOREIGN KEY ("organization_id","client_id") REFERENCES "public"."clients"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_services" ADD CONSTRAINT "order_services_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_services" ADD CONSTRAINT "order_services_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "public"."branches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_services" ADD CONSTRAINT "order_services_order_fk" FOREIGN KEY ("organization_id","order_id") REFERENCES "public"."orders"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_services" ADD CONSTRAINT "order_services_service_fk" FOREIGN KEY ("organization_id","service_id") REFERENCES "public"."services"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_services" ADD CONSTRAINT "order_services_employee_fk" FOREIGN KEY ("organization_id","employee_id") REFERENCES "public"."employees"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_services" ADD CONSTRAINT "order_services_resource_fk" FOREIGN KEY ("organization_id","resource_id") REFERENCES "public"."resources"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "public"."branches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_fk" FOREIGN KEY ("organization_id","client_id") REFERENCES "public"."clients"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_slots" ADD CONSTRAINT "work_slots_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_slots" ADD CONSTRAINT "work_slots_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "public"."branches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_slots" ADD CONSTRAINT "work_slots_employee_fk" FOREIGN KEY ("organization_id","employee_id") REFERENCES "public"."employees"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_outbox_unpublished_idx" ON "live_outbox" USING btree ("created_at") WHERE "live_outbox"."published_at" is null;--> statement-breakpoint
CREATE INDEX "order_clients_client_idx" ON "order_clients" USING btree ("organization_id","client_id");--> statement-breakpoint
CREATE INDEX "order_services_branch_idx" ON "order_services" USING btree ("organization_id","branch_id");--> statement-breakpoint
CREATE INDEX "order_services_order_idx" ON "order_services" USING btree ("organization_id","order_id");--> statement-breakpoint
CREATE INDEX "order_services_employee_starts_idx" ON "order_services" USING btree ("organization_id","employee_id","starts_at");--> statement-breakpoint
CREATE INDEX "orders_branch_idx" ON "orders" USING btree ("organization_id","branch_id");--> statement-breakpoint
CREATE INDEX "orders_id_idx" ON "orders" USING btree ("id");--> statement-breakpoint
CREATE INDEX "orders_branch_date_idx" ON "orders" USING btree ("organization_id","branch_id","local_date");--> statement-breakpoint
CREATE INDEX "orders_branch_starts_idx" ON "orders" USING btree ("organization_id","branch_id","starts_at");--> statement-breakpoint
CREATE INDEX "orders_open_ends_idx" ON "orders" USING btree ("ends_at") WHERE "orders"."status" in ('order_status.waiting', 'order_status.approved', 'order_status.has_started');--> statement-breakpoint
CREATE INDEX "work_slots_branch_idx" ON "work_slots" USING btree ("organization_id","branch_id");--> statement-breakpoint
CREATE INDEX "work_slots_id_idx" ON "work_slots" USING btree ("id");--> statement-breakpoint
CREATE INDEX "work_slots_branch_date_idx" ON "work_slots" USING btree ("organization_id","branch_id","date");--> statement-breakpoint
CREATE INDEX "employees_id_idx" ON "employees" USING btree ("id");
--> statement-breakpoint
ALTER TABLE "order_services" ADD CONSTRAINT "order_services_employee_no_overlap" EXCLUDE USING gist ("organization_id" WITH =, "employee_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("holds_time");--> statement-breakpoint
ALTER TABLE "order_services" ADD CONSTRAINT "order_services_resource_no_overlap" EXCLUDE USING gist ("organization_id" WITH =, "resource_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("holds_time" AND "resource_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "order_services" ADD CONSTRAINT "order_services_time_check" CHECK ("ends_at" > "starts_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_time_check" CHECK ("ends_at" > "starts_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_capacity_check" CHECK ("capacity" IS NULL OR "capacity" >= 1);
