DROP INDEX "sale_items_order_service_idx";--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "client_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_items_order_service_key" ON "sale_items" USING btree ("organization_id","order_service_id",coalesce("client_id", 0)) WHERE "sale_items"."order_service_id" is not null and not "sale_items"."canceled";