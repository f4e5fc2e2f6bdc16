-- A group class's line is drawn once per client: the visit names its membership's client (migration 0010).
DROP INDEX "membership_visits_line_key";--> statement-breakpoint
ALTER TABLE "membership_visits" ADD COLUMN "client_id" bigint;--> statement-breakpoint
UPDATE "membership_visits" v SET "client_id" = s."client_id" FROM "sold_memberships" s WHERE s."organization_id" = v."organization_id" AND s."id" = v."sold_membership_id";--> statement-breakpoint
ALTER TABLE "membership_visits" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_visits_line_key" ON "membership_visits" USING btree ("organization_id","order_service_id","client_id") WHERE "membership_visits"."returned_at" is null;
