-- Free times follow the branch's slot step (issue 16): 5, 10 or 15 minutes. Existing branches keep the quarter hour
-- they offered before; the demo's branches are seeded with 5 or 10.
ALTER TABLE "branches" ADD COLUMN "slot_step_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_slot_step_minutes" CHECK ("slot_step_minutes" IN (5, 10, 15));
