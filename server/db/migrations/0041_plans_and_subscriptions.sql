-- Issue 20, plans and subscriptions (docs/billing.md). `plans` is the product's catalogue (a reference table, no
-- organisation): what each plan costs per currency and period, which licence menu keys it opens, its limits. The
-- trial is a plan too: every area for 14 days, small limits, free, never sold. `subscriptions` is one row per chain;
-- its plan issues the chain's licence (a new `licenses` row, the newest active one is in force).
CREATE TABLE "plans" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"prices" jsonb NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"max_employees" integer NOT NULL,
	"max_branches" integer NOT NULL,
	"opens" jsonb NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plans_limits_check" CHECK ("max_employees" > 0 AND "max_branches" > 0)
);
--> statement-breakpoint
INSERT INTO "plans" ("code", "title", "prices", "trial_days", "max_employees", "max_branches", "opens", "is_public", "position") VALUES
	('trial', 'Trial', '{}', 14, 10, 3, '{"organization": ["dashboard", "onlineBooking", "network", "billing", "settings", "vacancies"], "branch": ["dashboard", "schedule", "clients", "team", "catalog", "sales", "reports", "marketing", "onlineBooking", "integrations", "settings"]}', false, 0),
	('start', 'Start', '{"EUR": {"month": "19.00", "year": "190.00"}, "RSD": {"month": "2200.00", "year": "22000.00"}, "RUB": {"month": "1900.00", "year": "19000.00"}, "TRY": {"month": "690.00", "year": "6900.00"}, "BRL": {"month": "99.00", "year": "990.00"}, "USD": {"month": "21.00", "year": "210.00"}}', 0, 5, 1, '{"organization": ["dashboard", "onlineBooking", "billing", "settings"], "branch": ["dashboard", "schedule", "clients", "team", "catalog", "sales", "marketing", "onlineBooking", "settings"]}', true, 1),
	('business', 'Business', '{"EUR": {"month": "49.00", "year": "490.00"}, "RSD": {"month": "5700.00", "year": "57000.00"}, "RUB": {"month": "4900.00", "year": "49000.00"}, "TRY": {"month": "1790.00", "year": "17900.00"}, "BRL": {"month": "259.00", "year": "2590.00"}, "USD": {"month": "54.00", "year": "540.00"}}', 0, 50, 5, '{"organization": ["dashboard", "onlineBooking", "billing", "settings", "vacancies"], "branch": ["dashboard", "schedule", "clients", "team", "catalog", "sales", "reports", "marketing", "onlineBooking", "integrations", "settings"]}', true, 2),
	('network', 'Network', '{"EUR": {"month": "149.00", "year": "1490.00"}, "RSD": {"month": "17500.00", "year": "175000.00"}, "RUB": {"month": "14900.00", "year": "149000.00"}, "TRY": {"month": "5390.00", "year": "53900.00"}, "BRL": {"month": "789.00", "year": "7890.00"}, "USD": {"month": "165.00", "year": "1650.00"}}', 0, 2000, 200, '{"organization": ["dashboard", "onlineBooking", "network", "billing", "settings", "vacancies"], "branch": ["dashboard", "schedule", "clients", "team", "catalog", "sales", "reports", "marketing", "onlineBooking", "integrations", "settings"]}', true, 3);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"organization_id" bigint NOT NULL,
	"plan_code" text NOT NULL,
	"period" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"next_plan_code" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_pkey" PRIMARY KEY("organization_id"),
	CONSTRAINT "subscriptions_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade,
	CONSTRAINT "subscriptions_plan_fk" FOREIGN KEY ("plan_code") REFERENCES "plans"("code"),
	CONSTRAINT "subscriptions_next_plan_fk" FOREIGN KEY ("next_plan_code") REFERENCES "plans"("code"),
	CONSTRAINT "subscriptions_period_check" CHECK ("period" IN ('month', 'year')),
	CONSTRAINT "subscriptions_status_check" CHECK ("status" IN ('trialing', 'active', 'past_due', 'canceled')),
	CONSTRAINT "subscriptions_dates_check" CHECK ("current_period_end" > "current_period_start")
);
--> statement-breakpoint
-- Chains from before plans keep the licence they have; they get the subscription it stands for: a trial licence a
-- trial, any other the Business plan, each for the licence's own period.
INSERT INTO "subscriptions" ("organization_id", "plan_code", "period", "currency", "status", "current_period_start", "current_period_end")
SELECT DISTINCT ON (l."organization_id") l."organization_id", CASE WHEN l."is_trial" THEN 'trial' ELSE 'business' END, 'month', l."currency",
	CASE WHEN l."is_trial" THEN 'trialing' ELSE 'active' END, l."created_at", GREATEST(l."expires_at", l."created_at" + interval '1 day')
FROM "licenses" l WHERE l."is_active" ORDER BY l."organization_id", l."created_at" DESC, l."id" DESC;
