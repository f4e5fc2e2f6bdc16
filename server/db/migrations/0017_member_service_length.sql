-- A team member's own length for a service (issue 16), beside their own price: null keeps the service's length.
-- Set, it follows the bounds of a booked line (durationSchema: 5 minutes to 24 hours) in 5-minute steps.
ALTER TABLE "employee_services" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "employee_services" ADD CONSTRAINT "employee_services_duration_minutes" CHECK ("duration_minutes" IS NULL OR ("duration_minutes" BETWEEN 5 AND 1440 AND "duration_minutes" % 5 = 0));
