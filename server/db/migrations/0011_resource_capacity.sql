-- A resource holds as many overlapping lines as its capacity (issue 15). An exclusion constraint can only say "none":
-- the guarantee is now the resource's advisory lock, which every writer of order_services takes before it counts the
-- lines holding time under it (server/modules/orders/resource-capacity.ts). The constraint's gist index stays, named.
CREATE INDEX "order_services_resource_time_idx" ON "order_services" USING gist ("organization_id","resource_id",tstzrange("starts_at", "ends_at")) WHERE "order_services"."holds_time" and "order_services"."resource_id" is not null;--> statement-breakpoint
ALTER TABLE "order_services" DROP CONSTRAINT "order_services_resource_no_overlap";
