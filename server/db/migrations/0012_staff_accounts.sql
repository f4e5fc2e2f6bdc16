-- Staff accounts (issue 15): a team member linked to the account that signs in as them, invitations sent from a
-- member's card, and what a branch lets its employees do.
ALTER TABLE "employees" ADD COLUMN "user_id" bigint;--> statement-breakpoint
-- Removing a person from the chain unlinks their members (the column alone: the member stays in the team).
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."organization_users"("organization_id","user_id") ON DELETE SET NULL ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_user_branch_key" ON "employees" USING btree ("organization_id","branch_id","user_id") WHERE "employees"."user_id" is not null and "employees"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "employee_id" bigint;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "employee_rules" jsonb DEFAULT '{}'::jsonb NOT NULL;
