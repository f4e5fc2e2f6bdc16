-- Issue 18, deliverable 7: the waitlist (docs/online-booking.md decision 11, "Built: the waitlist"). An entry is a
-- client's wish for a visit (services, one employee or anyone, a date range, a time-of-day window, optionally only
-- some weekdays). It starts `verifying` while its code is out (the code's HMAC, tries and expiry kept on the row, as
-- booking_codes does for a hold), is `waiting` once proved, `offered` while a hold made for it (`offer_order_id`)
-- waits for the client, then `booked`, `removed` or `expired`. The offer's order has no foreign key: the hold is
-- deleted by the sweep, which marks its entry expired in the same transaction.
CREATE TABLE "waitlist_entries" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"branch_id" bigint NOT NULL,
	"client_id" bigint,
	"service_ids" bigint[] NOT NULL,
	"employee_id" bigint,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"from_time" text NOT NULL,
	"to_time" text NOT NULL,
	"weekdays" smallint[],
	"state" text DEFAULT 'verifying' NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"code_hash" text,
	"code_tries_left" smallint DEFAULT 5 NOT NULL,
	"code_expires_at" timestamp with time zone,
	"offer_order_id" bigint,
	"offered_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_pkey" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "waitlist_entries_state_check" CHECK ("state" IN ('verifying', 'waiting', 'offered', 'booked', 'removed', 'expired')),
	CONSTRAINT "waitlist_entries_channel_check" CHECK ("channel" IN ('sms', 'email')),
	CONSTRAINT "waitlist_entries_dates_check" CHECK ("from_date" <= "to_date"),
	CONSTRAINT "waitlist_entries_times_check" CHECK ("from_time" < "to_time"),
	CONSTRAINT "waitlist_entries_services_check" CHECK (cardinality("service_ids") BETWEEN 1 AND 5),
	CONSTRAINT "waitlist_entries_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "branches"("organization_id","id") ON DELETE cascade,
	CONSTRAINT "waitlist_entries_client_fk" FOREIGN KEY ("organization_id","client_id") REFERENCES "clients"("organization_id","id") ON DELETE cascade
);
--> statement-breakpoint
-- The offer job's read: a branch's live entries of a day, first come first served.
CREATE INDEX "waitlist_entries_branch_state_idx" ON "waitlist_entries" ("organization_id","branch_id","state","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_offer_idx" ON "waitlist_entries" ("organization_id","offer_order_id") WHERE "offer_order_id" IS NOT NULL;
--> statement-breakpoint
-- Offer jobs: a day of a branch where time was freed (a cancellation, a move, a hold deleted), planned in the
-- transaction that freed it; one row per branch and day however many changes, claimed by the worker with
-- FOR UPDATE SKIP LOCKED.
CREATE TABLE "waitlist_offer_jobs" (
	"organization_id" bigint NOT NULL,
	"branch_id" bigint NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_offer_jobs_pkey" PRIMARY KEY("organization_id","branch_id","date"),
	CONSTRAINT "waitlist_offer_jobs_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "branches"("organization_id","id") ON DELETE cascade
);
