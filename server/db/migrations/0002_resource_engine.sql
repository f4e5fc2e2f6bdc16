-- Trigram indexes serve the lists' contains / startsWith / endsWith filters (ARCHITECTURE "API conventions").
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "clients" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"dial_code" text,
	"email" text,
	"birth_date" date,
	"description" text,
	"visit_count" integer DEFAULT 0 NOT NULL,
	"missed_visit_count" integer DEFAULT 0 NOT NULL,
	"balance" numeric(12, 2) DEFAULT '0' NOT NULL,
	"tg_chat_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "clients_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'visits' NOT NULL,
	"visits" integer,
	"period_days" integer,
	"service_ids" bigint[] DEFAULT '{}' NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"validity_days" integer DEFAULT 30 NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "memberships_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "service_categories" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#5b6b8c' NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_categories_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"name" text NOT NULL,
	"category_id" bigint,
	"duration" integer DEFAULT 60 NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"description" text,
	"bookable_online" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "services_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "employee_services" (
	"organization_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"price" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_services_organization_id_employee_id_service_id_pk" PRIMARY KEY("organization_id","employee_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"specialty_display_name" text DEFAULT '' NOT NULL,
	"job_title_id" bigint,
	"phone" text,
	"dial_code" text,
	"email" text,
	"color" text DEFAULT '#3f7cac' NOT NULL,
	"hired_on" date,
	"about" text,
	"telegram_username" text,
	"bookable_online" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "employees_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "job_titles" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_titles_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'room' NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "vacancies" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"title" text NOT NULL,
	"branch_id" bigint,
	"status" text DEFAULT 'draft' NOT NULL,
	"salary_from" numeric(12, 2),
	"salary_to" numeric(12, 2),
	"closes_on" date,
	"description" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacancies_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "vacancy_replies" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"vacancy_id" bigint NOT NULL,
	"candidate_name" text NOT NULL,
	"email" text,
	"phone" text,
	"dial_code" text,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacancy_replies_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"branch_ids" bigint[] DEFAULT '{}' NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" bigint,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "public"."branches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "public"."branches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_categories" ADD CONSTRAINT "service_categories_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_categories" ADD CONSTRAINT "service_categories_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "public"."branches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "public"."branches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_services" ADD CONSTRAINT "employee_services_employee_fk" FOREIGN KEY ("organization_id","employee_id") REFERENCES "public"."employees"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_services" ADD CONSTRAINT "employee_services_service_fk" FOREIGN KEY ("organization_id","service_id") REFERENCES "public"."services"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "public"."branches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_titles" ADD CONSTRAINT "job_titles_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_titles" ADD CONSTRAINT "job_titles_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "public"."branches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "public"."branches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_replies" ADD CONSTRAINT "vacancy_replies_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_replies" ADD CONSTRAINT "vacancy_replies_vacancy_fk" FOREIGN KEY ("organization_id","vacancy_id") REFERENCES "public"."vacancies"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_branch_idx" ON "clients" USING btree ("organization_id","branch_id");--> statement-breakpoint
CREATE INDEX "clients_name_sort_idx" ON "clients" USING btree ("organization_id","branch_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "clients_first_name_trgm_idx" ON "clients" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_last_name_trgm_idx" ON "clients" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_phone_trgm_idx" ON "clients" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_email_trgm_idx" ON "clients" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "memberships_branch_idx" ON "memberships" USING btree ("organization_id","branch_id");--> statement-breakpoint
CREATE INDEX "service_categories_branch_idx" ON "service_categories" USING btree ("organization_id","branch_id");--> statement-breakpoint
CREATE INDEX "services_branch_idx" ON "services" USING btree ("organization_id","branch_id");--> statement-breakpoint
CREATE INDEX "employees_branch_idx" ON "employees" USING btree ("organization_id","branch_id");--> statement-breakpoint
CREATE INDEX "job_titles_branch_idx" ON "job_titles" USING btree ("organization_id","branch_id");--> statement-breakpoint
CREATE INDEX "resources_branch_idx" ON "resources" USING btree ("organization_id","branch_id");--> statement-breakpoint
CREATE INDEX "invitations_email_idx" ON "invitations" USING btree ("organization_id","email");--> statement-breakpoint
-- Vacancies became a licence menu key of the chain: licences issued before it open the area as before.
UPDATE "licenses" SET "organization_menu" = "organization_menu" || '{"vacancies": {"enable": true, "content": "edit", "visible": true, "blocks": {}, "subCategories": {}}}'::jsonb WHERE NOT ("organization_menu" ? 'vacancies');
