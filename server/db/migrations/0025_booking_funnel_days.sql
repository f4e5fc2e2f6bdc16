-- Issue 18: the booking funnel (docs/online-booking.md decision 10, "Built: the funnel"). Counts per branch, day and
-- step, never a record per visitor: each process adds up its increments in memory and upserts them every few seconds
-- (`count = count + excluded.count`), so several processes add to one row. `day` is the branch's own date.
CREATE TABLE "booking_funnel_days" (
	"organization_id" bigint NOT NULL,
	"branch_id" bigint NOT NULL,
	"day" date NOT NULL,
	"step" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_funnel_days_pkey" PRIMARY KEY("organization_id","branch_id","day","step"),
	CONSTRAINT "booking_funnel_days_step_check" CHECK ("step" IN ('view', 'service', 'time', 'code', 'booked', 'cancelled')),
	CONSTRAINT "booking_funnel_days_count_check" CHECK ("count" >= 0),
	CONSTRAINT "booking_funnel_days_branch_fk" FOREIGN KEY ("organization_id","branch_id") REFERENCES "branches"("organization_id","id") ON DELETE cascade
);
