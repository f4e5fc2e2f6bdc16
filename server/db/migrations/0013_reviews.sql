-- Reviews after a visit (issue 15): links asking a client of a completed visit for a review (only the token's SHA-256
-- is stored), and the reviews themselves, one per order and client, with a manager's reply and hiding.
CREATE TABLE "review_links" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"client_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_links_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "review_links_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"client_id" bigint NOT NULL,
	"employee_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"reply" text,
	"replied_by" bigint,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "reviews_order_client_key" UNIQUE("organization_id","order_id","client_id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "public"."branches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_order_fk" FOREIGN KEY ("organization_id","order_id") REFERENCES "public"."orders"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_client_fk" FOREIGN KEY ("organization_id","client_id") REFERENCES "public"."clients"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "public"."branches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_fk" FOREIGN KEY ("organization_id","order_id") REFERENCES "public"."orders"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_client_fk" FOREIGN KEY ("organization_id","client_id") REFERENCES "public"."clients"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_links_branch_idx" ON "review_links" USING btree ("organization_id","branch_id");--> statement-breakpoint
CREATE INDEX "review_links_order_idx" ON "review_links" USING btree ("organization_id","order_id","client_id");--> statement-breakpoint
CREATE INDEX "reviews_branch_idx" ON "reviews" USING btree ("organization_id","branch_id");--> statement-breakpoint
CREATE INDEX "reviews_id_idx" ON "reviews" USING btree ("id");--> statement-breakpoint
CREATE INDEX "reviews_branch_created_idx" ON "reviews" USING btree ("organization_id","branch_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_client_idx" ON "reviews" USING btree ("organization_id","client_id");--> statement-breakpoint
CREATE INDEX "reviews_employee_ids_idx" ON "reviews" USING gin ("employee_ids");
