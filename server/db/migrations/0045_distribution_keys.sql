-- Issue 21, ready for a distributed PostgreSQL (docs/distributed-postgres.md): on Citus every key of a tenant table
-- has to lead with the chain's id, so its rows are sharded by organization_id and co-located. Three tenant tables
-- did not. Telegram link codes are always found with their chain (one bot per chain), so their code is unique per
-- chain; a team member's chat gets the primary key its unique index already was; a site's image is keyed by its
-- chain, and the public image check (by photo alone) keeps an index of its own.
ALTER TABLE "telegram_link_codes" DROP CONSTRAINT "telegram_link_codes_pkey";
--> statement-breakpoint
ALTER TABLE "telegram_link_codes" ADD CONSTRAINT "telegram_link_codes_pkey" PRIMARY KEY ("organization_id", "id");
--> statement-breakpoint
DROP INDEX "telegram_link_codes_hash";
--> statement-breakpoint
CREATE UNIQUE INDEX "telegram_link_codes_hash" ON "telegram_link_codes" USING btree ("organization_id", "code_hash");
--> statement-breakpoint
ALTER TABLE "employee_telegram_chats" ADD CONSTRAINT "employee_telegram_chats_pkey" PRIMARY KEY USING INDEX "employee_telegram_chats_employee";
--> statement-breakpoint
ALTER TABLE "network_images" DROP CONSTRAINT "network_images_pkey";
--> statement-breakpoint
ALTER TABLE "network_images" ADD CONSTRAINT "network_images_pkey" PRIMARY KEY ("organization_id", "photo_id");
--> statement-breakpoint
DROP INDEX "network_images_organization_idx";
--> statement-breakpoint
CREATE INDEX "network_images_photo_idx" ON "network_images" USING btree ("photo_id");
