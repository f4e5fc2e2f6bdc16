-- Issue 18: joining a group class from the booking page (docs/online-booking.md, "Built: joining a group class").
-- A class seat request proves the client's phone or e-mail with a code as a booking does; its code lives on its own
-- row (booking_codes is one per order, and many clients join one class), `verifying` until proved, then `joined` with
-- the client's card, or `left`. The seat itself is the class's order_clients row, which now keeps the terms version the
-- client accepted (a group's clients share one order, so orders.terms_version cannot hold it).
CREATE TABLE "class_seats" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"client_id" bigint,
	"state" text DEFAULT 'verifying' NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"code_hash" text,
	"code_tries_left" smallint DEFAULT 5 NOT NULL,
	"code_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_seats_pkey" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "class_seats_state_check" CHECK ("state" IN ('verifying', 'joined', 'left')),
	CONSTRAINT "class_seats_channel_check" CHECK ("channel" IN ('sms', 'email')),
	CONSTRAINT "class_seats_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "branches"("organization_id","id") ON DELETE cascade,
	CONSTRAINT "class_seats_order_fk" FOREIGN KEY ("organization_id","order_id") REFERENCES "orders"("organization_id","id") ON DELETE cascade,
	CONSTRAINT "class_seats_client_fk" FOREIGN KEY ("organization_id","client_id") REFERENCES "clients"("organization_id","id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "class_seats_order_idx" ON "class_seats" ("organization_id","order_id","state");--> statement-breakpoint
CREATE INDEX "class_seats_client_idx" ON "class_seats" ("organization_id","client_id") WHERE "client_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "order_clients" ADD COLUMN "terms_version" integer;
